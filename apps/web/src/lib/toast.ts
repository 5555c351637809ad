import { useSyncExternalStore } from "react";
import { openPlanOverlay } from "./plan-overlay";

export type ToastKind = "info" | "success" | "error" | "upgrade" | "help";

export interface ToastMessage {
  id: number;
  kind: ToastKind;
  title: string;
  description?: string;
  /** How long the toast stays, in milliseconds. */
  duration: number;
  /** One button in the toast ("Undo"); `altText` says how to do the same without it, for screen readers. */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  altText: string;
  onAction: () => void;
}

/** The spec's toast timings: 5 s for every toast, except upgrade prompts (and the help offered with them) which stay 100000 ms. */
export const TOAST_DURATION_MS = 5_000;
export const UPGRADE_TOAST_DURATION_MS = 100_000;

export const UPGRADE_TOAST = {
  title: "Upgrade your account",
  description: "This feature requires an active subscription. Upgrade now to enjoy this and other exclusive benefits.",
} as const;

/** The upgrade toast's button. */
export const SEE_PLANS: ToastAction = { label: "See plans", altText: "Choose Upgrade on the Billing page to see the plans", onAction: () => openPlanOverlay() };

export function toastDuration(kind: ToastKind): number {
  return kind === "upgrade" || kind === "help" ? UPGRADE_TOAST_DURATION_MS : TOAST_DURATION_MS;
}

/** More than this would cover a phone screen; the oldest goes first. */
export const MAX_VISIBLE_TOASTS = 3;

let toasts: readonly ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly ToastMessage[]): void {
  toasts = next;
  listeners.forEach((notify) => notify());
}

function show(kind: ToastKind, title: string, description?: string, action?: ToastAction): number {
  const id = nextId++;
  publish([...toasts, { id, kind, title, description, duration: toastDuration(kind), action }].slice(-MAX_VISIBLE_TOASTS));
  return id;
}

/** Show a toast (bottom-right). `toast.success`, `toast.error` and `toast.upgrade` pick the kind. */
export const toast = Object.assign((title: string, description?: string) => show("info", title, description), {
  success: (title: string, description?: string, action?: ToastAction) => show("success", title, description, action),
  error: (title: string, description?: string) => show("error", title, description),
  /** The spec's upgrade prompt, for features that need a subscription; its button opens the 'Choose a plan' overlay. */
  upgrade: () => show("upgrade", UPGRADE_TOAST.title, UPGRADE_TOAST.description, SEE_PLANS),
  /** Support's offer of help (features/support), in the toasts' column so it stacks with the upgrade toast it comes with. */
  help: (title: string, description: string, action: ToastAction) => show("help", title, description, action),
});

export function dismissToast(id: number): void {
  publish(toasts.filter((t) => t.id !== id));
}

export function clearToasts(): void {
  publish([]);
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

export function useToasts(): readonly ToastMessage[] {
  return useSyncExternalStore(subscribe, () => toasts, () => toasts);
}
