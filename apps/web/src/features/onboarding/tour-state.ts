/** The spec's localStorage key for the onboarding tour's progress. */
export const TOUR_STORAGE_KEY = "tour-guide";

/** The spec's step groups; "menu" is the default one. */
export type TourGroup = "menu" | "summarise" | "chatWindow" | "conversation";

/** What is kept under the tour-guide key: this browser's tour id, whether it was closed, the groups done. */
export interface TourState {
  id: string;
  used: boolean;
  stepsCompleted: TourGroup[];
}

const GROUPS: readonly TourGroup[] = ["menu", "summarise", "chatWindow", "conversation"];

/** The widest viewport (px) where the tour stays off: on phones the sidebar it points at is hidden. */
export const TOUR_MAX_DISABLED_WIDTH = 768;

function newId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : String(Date.now());
}

/** Reads a stored value; anything malformed counts as a fresh tour, so a bad entry never breaks a page. */
export function parseTourState(raw: string | null): TourState {
  const fresh: TourState = { id: newId(), used: false, stepsCompleted: [] };
  if (!raw) return fresh;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return fresh;
    const record = value as Record<string, unknown>;
    const steps = Array.isArray(record.stepsCompleted) ? record.stepsCompleted : [];
    return {
      id: typeof record.id === "string" && record.id ? record.id : fresh.id,
      used: record.used === true,
      stepsCompleted: GROUPS.filter((group) => steps.includes(group)),
    };
  } catch {
    return fresh;
  }
}

/** The step group a page shows (spec: summarise on /summarise/new, chatWindow on a chat, conversation on a new chat). */
export function groupForPage(pathname: string, search: Record<string, unknown>): TourGroup | null {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === "/summarise/new") return "summarise";
  if (/^\/conversations\/[^/]+$/.test(path)) return "chatWindow";
  if (path === "/conversations" && (search.startChat === true || search.startChat === "true")) return "conversation";
  const menuPages = ["/conversations", "/documents", "/summarise", "/other-tools", "/settings", "/billing"];
  if (menuPages.some((page) => path === page || path.startsWith(`${page}/`))) return "menu";
  return null;
}

/** Whether a group's steps should show now: not closed, not done, and a wide enough screen. */
export function shouldShowGroup(state: TourState, group: TourGroup | null, viewportWidth: number): group is TourGroup {
  return group !== null && !state.used && !state.stepsCompleted.includes(group) && viewportWidth > TOUR_MAX_DISABLED_WIDTH;
}

/** The state after the user finished a group's last step. */
export function completeGroup(state: TourState, group: TourGroup): TourState {
  if (state.stepsCompleted.includes(group)) return state;
  return { ...state, stepsCompleted: [...state.stepsCompleted, group] };
}

/** The state after the user closed the tour (close button or Esc): no group shows again. */
export function closeTour(state: TourState): TourState {
  return { ...state, used: true };
}

export function loadTourState(storage: Pick<Storage, "getItem">): TourState {
  try {
    return parseTourState(storage.getItem(TOUR_STORAGE_KEY));
  } catch {
    return parseTourState(null);
  }
}

export function saveTourState(storage: Pick<Storage, "setItem">, state: TourState): void {
  try {
    storage.setItem(TOUR_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or blocked: the tour still works for this page view.
  }
}
