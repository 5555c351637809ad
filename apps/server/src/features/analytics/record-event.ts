import type { AnalyticsEventKind } from "@folio/contract";
import type { AppDeps, PurchaseListener } from "../../deps.ts";

/**
 * Record that a user did something the funnel counts (sign-up, upload, chat, purchase), where it
 * happened. Analytics never fails the action it describes: a failed insert is only logged.
 */
export async function recordEvent(deps: Pick<AppDeps, "db" | "log">, kind: Exclude<AnalyticsEventKind, "page_view">, userId: string): Promise<void> {
  try {
    await deps.db.insertInto("analytics_events").values({ kind, user_id: userId }).execute();
  } catch (err) {
    deps.log.warn({ err, kind }, "analytics event not recorded");
  }
}

/**
 * A paid checkout completed (billing tells its purchase listeners in the checkout's transaction): the
 * funnel's last step, written with the purchase so a replayed payment event cannot count it twice.
 */
export const recordPurchase: PurchaseListener = async (trx, purchase) => {
  await trx.insertInto("analytics_events").values({ kind: "purchase", user_id: purchase.userId }).execute();
};
