import { useSyncExternalStore } from "react";

/**
 * Whether the 'Choose a plan' overlay is open, for every upgrade prompt in the app: the upgrade
 * toast (which lives here in lib/, below the features) opens it as well as billing's own buttons.
 * The billing feature mounts the one overlay that shows this state.
 */
export type OverlayPlan = "PREMIUM" | "PRO" | "ENTERPRISE";

export interface PlanOverlayState {
  open: boolean;
  /** An automatic checkout (the /documents plan parameters) is starting: the overlay shows a spinner. */
  checkoutRunning: boolean;
  /** The plan whose tab phones show first; null shows Pro. */
  plan: OverlayPlan | null;
  /** Where focus goes back when it closes (what was focused when it opened). */
  returnFocus: HTMLElement | null;
}

const CLOSED: PlanOverlayState = { open: false, checkoutRunning: false, plan: null, returnFocus: null };
let state = CLOSED;
const listeners = new Set<() => void>();

function publish(next: PlanOverlayState): void {
  state = next;
  listeners.forEach((notify) => notify());
}

function focused(): HTMLElement | null {
  return typeof document !== "undefined" && document.activeElement instanceof HTMLElement ? document.activeElement : null;
}

/** `returnFocus`: where focus goes back on close when that is not what has focus now (a closing menu's button). */
export function openPlanOverlay(options: { plan?: OverlayPlan; checkoutRunning?: boolean; returnFocus?: HTMLElement | null } = {}): void {
  const returnFocus = state.open ? state.returnFocus : (options.returnFocus ?? focused());
  publish({ open: true, checkoutRunning: options.checkoutRunning ?? false, plan: options.plan ?? null, returnFocus });
}

export function closePlanOverlay(): void {
  if (state.open) publish(CLOSED);
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

export function usePlanOverlay(): PlanOverlayState {
  return useSyncExternalStore(subscribe, () => state, () => CLOSED);
}
