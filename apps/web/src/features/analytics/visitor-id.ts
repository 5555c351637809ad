/**
 * The browser's analytics id: random, made only once the visitor allowed analytics, forgotten when
 * they withdraw it or log out (the spec's "reset analytics"), so the next page views start a new
 * visitor that cannot be joined to the old one.
 */
export const VISITOR_ID_KEY = "folio.analytics-id";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function newVisitorId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** This browser's analytics id, made now if it has none (call only with analytics consent). */
export function visitorId(): string {
  const store = storage();
  const kept = store?.getItem(VISITOR_ID_KEY);
  if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept;
  const id = newVisitorId();
  try {
    store?.setItem(VISITOR_ID_KEY, id);
  } catch {
    // Not kept: the next page view starts another visitor, which only undercounts.
  }
  return id;
}

/** Forget the analytics identity: at logout and when analytics consent is withdrawn. */
export function resetAnalytics(): void {
  try {
    storage()?.removeItem(VISITOR_ID_KEY);
  } catch {
    // Nothing was kept.
  }
}
