import type { PageViewBody } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { assertWithinRateLimits, hitRateLimit } from "../../platform/auth/rate-limit.ts";

/** Page views one address may send a minute: a person browsing sends a few; a script is refused. */
const PAGE_VIEWS_PER_MINUTE = 60;

/**
 * Record a page view the browser sent with the visitor's analytics consent: its path, the browser's
 * analytics id, and the user when signed in (anonymous users included).
 */
export async function recordPageView(deps: AppDeps, body: PageViewBody, ctx: { user: UserRow | null; ip: string }): Promise<void> {
  assertWithinRateLimits(await hitRateLimit(deps.db, `page-view:${ctx.ip}`, PAGE_VIEWS_PER_MINUTE, 60));
  await deps.db.insertInto("analytics_events").values({ kind: "page_view", user_id: ctx.user?.id ?? null, visitor_id: body.visitor_id, path: body.path }).execute();
}
