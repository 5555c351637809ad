/** Where login and registration lead when no `next` is given (spec: Login and logout, next=/conversations). */
export const DEFAULT_AFTER_LOGIN = "/conversations";

/** Only same-site paths are followed, so a crafted login link cannot send the user elsewhere. */
export function safeNextPath(next: string | undefined): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.includes("\\")) return DEFAULT_AFTER_LOGIN;
  return next;
}

/** The search params of the pages that take a `next` path. */
export function validateNextSearch(search: Record<string, unknown>): { next?: string } {
  return typeof search.next === "string" && search.next ? { next: search.next } : {};
}
