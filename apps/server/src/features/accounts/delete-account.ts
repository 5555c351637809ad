import type { AppDeps } from "../../deps.ts";
import { deleteUnreferenced } from "../../platform/blobs/blob-refs.ts";

/**
 * Remove the user and everything that belongs to them: every table's rows go with the user row
 * (foreign keys cascade), then the bytes of blobs no other user references.
 */
export async function deleteAccount(deps: AppDeps, userId: string): Promise<void> {
  const refs = await deps.db.selectFrom("blob_refs").select("hash").where("user_id", "=", userId).execute();
  await deps.db.deleteFrom("users").where("id", "=", userId).execute();
  await deleteUnreferenced(deps.db, deps.blobs, [...new Set(refs.map((r) => r.hash))]);
  deps.log.info({ userId }, "account deleted");
}
