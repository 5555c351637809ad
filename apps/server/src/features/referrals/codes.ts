import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../platform/db/schema.ts";

// No 0/O or 1/I/L, so a code read aloud or copied by hand survives.
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const CODE_LENGTH = 8;

function newCode(): string {
  const bytes = crypto.randomBytes(CODE_LENGTH);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join("");
}

/** The user's referral code, made on first use; a clash with another user's (one in 10^11) draws again. */
export async function referralCodeOf(db: Kysely<Database>, userId: string): Promise<string> {
  for (;;) {
    const existing = await db.selectFrom("referral_codes").select("code").where("user_id", "=", userId).executeTakeFirst();
    if (existing) return existing.code;
    await db.insertInto("referral_codes").values({ user_id: userId, code: newCode() }).onConflict((oc) => oc.doNothing()).execute();
  }
}

/** Whose code this is (codes are matched without regard to case, as people type them). */
export async function referrerOf(db: Kysely<Database>, code: string): Promise<string | null> {
  const row = await db.selectFrom("referral_codes").select("user_id").where("code", "=", code.toUpperCase()).executeTakeFirst();
  return row?.user_id ?? null;
}
