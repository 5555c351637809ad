import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { addBlobRef, deleteUnreferenced } from "../../platform/blobs/blob-refs.ts";
import { receiveUpload } from "../../platform/http/receive-upload.ts";

export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const SIGNED_URL_SECONDS = 3600;

/** PNG or JPEG by content (the magic bytes), whatever the file name or declared type say. */
export function sniffImageType(head: Uint8Array): "image/png" | "image/jpeg" | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && png.every((b, i) => head[i] === b)) return "image/png";
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "image/jpeg";
  return null;
}

/** The picture is streamed to the blob store by the upload receiver; anything but PNG or JPEG is discarded again. */
export async function uploadProfileImage(deps: AppDeps, user: UserRow, request: Request): Promise<{ imageKey: string }> {
  const { blob, head } = await receiveUpload(request, deps, { maxBytes: PROFILE_IMAGE_MAX_BYTES, tooLarge: () => new AppError("image_too_large") });
  const type = sniffImageType(head);
  if (!type) {
    await deleteUnreferenced(deps.db, deps.blobs, [blob.hash]);
    throw new AppError("invalid_image");
  }
  const imageKey = await addBlobRef(deps.db, { userId: user.id, hash: blob.hash, kind: "profile-image", contentType: type, size: blob.size });
  return { imageKey };
}

/** A URL that shows the picture for an hour without a session (so it works in an <img>). */
export async function profileImageUrl(deps: AppDeps, user: UserRow, key: string): Promise<{ url: string }> {
  const ref = await deps.db.selectFrom("blob_refs").select("id").where("id", "=", key).where("user_id", "=", user.id).where("kind", "=", "profile-image").executeTakeFirst();
  if (!ref) throw new AppError("image_not_found");
  const expires = Math.floor(Date.now() / 1000) + SIGNED_URL_SECONDS;
  const sig = deps.signer.sign(`profile-image:${key}`, expires);
  return { url: `/api/profile/image/${encodeURIComponent(key)}?expires=${expires}&sig=${sig}` };
}

export async function readProfileImage(deps: AppDeps, key: string, expires: number, sig: string) {
  if (!deps.signer.verify(`profile-image:${key}`, expires, sig)) throw new AppError("forbidden", { detail: "This image link has expired or is not valid." });
  const ref = await deps.db.selectFrom("blob_refs").select(["hash", "content_type", "size_bytes"]).where("id", "=", key).where("kind", "=", "profile-image").executeTakeFirst();
  if (!ref) throw new AppError("image_not_found");
  return { bytes: await deps.blobs.readBytes(ref.hash), contentType: ref.content_type };
}
