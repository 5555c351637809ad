import { sql } from "kysely";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../platform/errors.ts";

/** Healthy means the database answers. */
export async function checkHealth(deps: AppDeps): Promise<{ status: "ok" }> {
  try {
    await sql`select 1`.execute(deps.db);
  } catch (err) {
    throw new AppError("unavailable", { cause: err });
  }
  return { status: "ok" };
}
