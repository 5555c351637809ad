import { useSyncExternalStore } from "react";
import { errorDetail } from "./api-client";
import { dismissToast, toast, TOAST_DURATION_MS } from "./toast";

interface Pending {
  timer: ReturnType<typeof setTimeout>;
  toastId: number;
  run: (leaving: boolean) => void;
}

/** Actions waiting out their undo window, by key ("document:<id>"). */
const pending = new Map<string, Pending>();
let keys: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

// Leaving the page is not undoing: what the user confirmed is sent before the page goes.
function flushAll(): void {
  for (const key of [...pending.keys()]) commit(key, true);
}

function publish(): void {
  keys = new Set(pending.keys());
  if (pending.size > 0) window.addEventListener("pagehide", flushAll);
  else window.removeEventListener("pagehide", flushAll);
  listeners.forEach((notify) => notify());
}

function take(key: string): Pending | undefined {
  const entry = pending.get(key);
  if (!entry) return undefined;
  clearTimeout(entry.timer);
  pending.delete(key);
  publish();
  return entry;
}

function commit(key: string, leaving: boolean): void {
  const entry = take(key);
  if (!entry) return;
  dismissToast(entry.toastId);
  entry.run(leaving);
}

interface UndoableOptions {
  /** Names the thing, so the interface can hide it while the action waits. */
  key: string;
  title: string;
  description?: string;
  /** Does it for real; `leaving` says the page is closing (send the request with keepalive). */
  run: (leaving: boolean) => void;
}

/**
 * A destructive action the user has confirmed, run after the toast's undo window (5 s) unless they
 * press Undo in it. While it waits, `usePendingUndoables` lists its key so the thing can be hidden.
 */
export function runUndoable({ key, title, description, run }: UndoableOptions): void {
  commit(key, false);
  const toastId = toast.success(title, description, {
    label: "Undo",
    altText: "Undo it from the notification with the Undo button",
    onAction: () => void take(key),
  });
  pending.set(key, { toastId, run, timer: setTimeout(() => commit(key, false), TOAST_DURATION_MS) });
  publish();
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/** The keys of the actions still in their undo window. */
export function usePendingUndoables(): ReadonlySet<string> {
  return useSyncExternalStore(subscribe, () => keys, () => keys);
}

/** The items of a list without those waiting out an undo window. */
export function useWithoutPending<T>(items: T[], keyOf: (item: T) => string): T[] {
  const pending = usePendingUndoables();
  return pending.size === 0 ? items : items.filter((item) => !pending.has(keyOf(item)));
}

interface UndoableDelete {
  key: string;
  /** "Document deleted". */
  title: string;
  /** What was deleted, as the user calls it. */
  name: string;
  /** The DELETE call; `keepalive` when the page is being left. */
  request: (keepalive: boolean) => Promise<unknown>;
  /** Refreshes what lists the thing, whether the delete went through or failed (and it reappears). */
  settle: () => void;
}

/** A delete with Undo: the request goes when the undo window is over; a failure is shown. */
export function deleteUndoably({ key, title, name, request, settle }: UndoableDelete): void {
  runUndoable({
    key,
    title,
    description: name,
    run: (leaving) => {
      void request(leaving)
        .catch((err: unknown) => toast.error(`“${name}” could not be deleted`, errorDetail(err)))
        .finally(settle);
    },
  });
}
