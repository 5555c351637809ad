import { sql } from "kysely";
import type { z } from "zod";
import type { Profile, ProfileUpdate } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { releaseBlobRefs } from "../../platform/blobs/blob-refs.ts";

export function toProfile(user: UserRow): Profile {
  return {
    first_name: user.first_name ?? "",
    last_name: user.last_name ?? "",
    profession: user.profession ?? "",
    profile_image_url: user.profile_image_key,
    email: user.email,
  };
}

/** 404 until the profile has been completed once (the web app then shows the completion form). */
export function getProfile(user: UserRow): Profile {
  if (!user.profile_completed_at) throw new AppError("profile_not_found");
  return toProfile(user);
}

export async function updateProfile(deps: AppDeps, user: UserRow, input: z.infer<typeof ProfileUpdate>): Promise<Profile> {
  let imageKey = user.profile_image_key;
  if (input.profile_image_url !== undefined) {
    imageKey = input.profile_image_url || null;
    if (imageKey) {
      const owned = await deps.db.selectFrom("blob_refs").select("id").where("id", "=", imageKey).where("user_id", "=", user.id).where("kind", "=", "profile-image").executeTakeFirst();
      if (!owned) throw new AppError("image_not_found");
    }
  }
  const updated = await deps.db
    .updateTable("users")
    .set({
      first_name: input.first_name,
      last_name: input.last_name,
      profession: input.profession,
      profile_image_key: imageKey,
      profile_completed_at: sql<Date>`coalesce(profile_completed_at, now())`,
      updated_at: sql<Date>`now()`,
    })
    .where("id", "=", user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  // The replaced or removed picture is deleted, and so are uploads never saved within an hour.
  const unused = await deps.db
    .selectFrom("blob_refs")
    .select("id")
    .where("user_id", "=", user.id)
    .where("kind", "=", "profile-image")
    .$if(imageKey !== null, (q) => q.where("id", "!=", imageKey!))
    .where((eb) => eb.or([eb("id", "=", user.profile_image_key ?? ""), eb("created_at", "<", sql<Date>`now() - interval '1 hour'`)]))
    .execute();
  await releaseBlobRefs(deps.db, deps.blobs, unused.map((r) => r.id));
  return toProfile(updated);
}
