import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { BlobStore } from "./blob-store.ts";
import { newId } from "../auth/tokens.ts";

/**
 * Every blob a user's data points at has a ref row. Blobs are content-addressed and may be shared
 * by several users, so bytes are deleted only when their last ref goes.
 */
export async function addBlobRef(
  db: Kysely<Database>,
  ref: { userId: string; hash: string; kind: string; contentType: string; size: number },
): Promise<string> {
  const id = newId("blob_");
  await db
    .insertInto("blob_refs")
    .values({ id, user_id: ref.userId, hash: ref.hash, kind: ref.kind, content_type: ref.contentType, size_bytes: ref.size })
    .execute();
  return id;
}

/** Delete the given refs, then the bytes of every blob no ref points at any more. */
export async function releaseBlobRefs(db: Kysely<Database>, blobs: BlobStore, refIds: string[]): Promise<void> {
  if (refIds.length === 0) return;
  const released = await db.deleteFrom("blob_refs").where("id", "in", refIds).returning("hash").execute();
  await deleteUnreferenced(db, blobs, [...new Set(released.map((r) => r.hash))]);
}

export async function deleteUnreferenced(db: Kysely<Database>, blobs: BlobStore, hashes: string[]): Promise<void> {
  if (hashes.length === 0) return;
  const still = await db.selectFrom("blob_refs").select("hash").where("hash", "in", hashes).execute();
  const kept = new Set(still.map((r) => r.hash));
  for (const hash of hashes) if (!kept.has(hash)) await blobs.delete(hash);
}
