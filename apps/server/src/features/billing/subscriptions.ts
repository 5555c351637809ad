import type { Kysely } from "kysely";
import type { Subscription } from "@folio/contract";
import type { Database, SubscriptionsTable } from "../../platform/db/schema.ts";
import type { Selectable } from "kysely";

export type SubscriptionRow = Selectable<SubscriptionsTable>;

/** Statuses under which a subscription still gives its plan (Cancelled runs to the end of the paid term). */
export const LIVE_STATUSES = ["Trialing", "Active", "Cancelled", "Failed"] as const;

export function toSubscription(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    plan_type: row.plan_type as Subscription["plan_type"],
    product: row.product,
    variant_name: `${row.plan_type}_${row.period}`,
    period: row.period,
    status: row.status,
    trial: row.trial,
    cancel_at_period_end: row.cancel_at_period_end,
    current_period_end: row.current_period_end?.toISOString() ?? null,
    provider: row.provider,
    date_time: row.created_at.toISOString(),
  };
}

/** The user's live subscription of a product kind (newest first wins). */
export async function liveSubscription(db: Kysely<Database>, userId: string, product: "WEB" | "API"): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom("subscriptions")
    .selectAll()
    .where("user_id", "=", userId)
    .where("product", "=", product)
    .where("status", "in", [...LIVE_STATUSES])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
}
