import { sql } from "kysely";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../platform/errors.ts";

/**
 * A query answered this recently already proves the database reachable. Under a burst, a `select 1`
 * of its own waited behind every queued query (seconds; issue 16, defect 9) and a load balancer
 * would have taken a busy server for a dead one.
 */
const RECENT_ANSWER_MS = 1000;

/** Healthy means the database answers. */
export async function checkHealth(deps: Pick<AppDeps, "db" | "lastDatabaseAnswerAt">): Promise<{ status: "ok" }> {
  if (Date.now() - deps.lastDatabaseAnswerAt() < RECENT_ANSWER_MS) return { status: "ok" };
  try {
    await sql`select 1`.execute(deps.db);
  } catch (err) {
    throw new AppError("unavailable", { cause: err });
  }
  return { status: "ok" };
}

/**
 * Ready to serve means the database and the blob store both answer (a load balancer sends traffic
 * only then); the 503 says which is not ready.
 */
export async function checkReadiness(deps: Pick<AppDeps, "db" | "lastDatabaseAnswerAt" | "blobs">): Promise<{ status: "ok" }> {
  await checkHealth(deps);
  try {
    await deps.blobs.ready();
  } catch (err) {
    throw new AppError("unavailable", { detail: "The file store cannot be reached.", cause: err });
  }
  return { status: "ok" };
}
