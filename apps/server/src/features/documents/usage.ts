import { sql } from "kysely";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { limitsFor } from "./plan-limits.ts";

/** Used/total for each limit of the plan that documents touch; the plans feature adds the rest. */
export async function documentUsage(deps: AppDeps, user: UserRow) {
  const limits = limitsFor(user);
  const row = await deps.db
    .selectFrom("documents")
    .select((eb) => [
      eb.fn.countAll<number>().as("total"),
      eb.fn.count<number>("id").filterWhere(sql<boolean>`created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'`).as("today"),
      eb.fn.coalesce(eb.fn.sum<number>("size_bytes"), sql<number>`0`).as("bytes"),
    ])
    .where("user_id", "=", user.id)
    .executeTakeFirstOrThrow();
  return {
    limits: [
      { key: "documents", label: "Documents", used: Number(row.total), total: null },
      { key: "documents_today", label: "Documents uploaded today", used: Number(row.today), total: null },
      { key: "storage_bytes", label: "Storage used (bytes)", used: Number(row.bytes), total: null },
      { key: "file_size_bytes", label: "Largest file (bytes)", used: 0, total: limits.fileSizeBytes },
      { key: "pages_per_document", label: "Pages per document", used: 0, total: limits.pagesPerDocument },
    ],
  };
}
