import { sql, type Kysely } from "kysely";
import type { Database, UserRow } from "../db/schema.ts";
import { hashToken, newToken } from "./tokens.ts";

export interface Session {
  token: string;
  expiresAt: Date;
}

export async function createSession(
  db: Kysely<Database>,
  userId: string,
  opts: { days: number; userAgent?: string | null },
): Promise<Session> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + opts.days * 86_400_000);
  await db
    .insertInto("sessions")
    .values({ id: hashToken(token), user_id: userId, expires_at: expiresAt, user_agent: opts.userAgent?.slice(0, 300) ?? null })
    .execute();
  return { token, expiresAt };
}

/** The active user behind a token, or null for an unknown, expired or deactivated one. */
export async function resolveSession(db: Kysely<Database>, token: string): Promise<{ user: UserRow; sessionId: string } | null> {
  const sessionId = hashToken(token);
  const user = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .selectAll("users")
    .where("sessions.id", "=", sessionId)
    .where("sessions.expires_at", ">", sql<Date>`now()`)
    .where("users.is_active", "=", true)
    .executeTakeFirst();
  return user ? { user, sessionId } : null;
}

export async function deleteSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", sessionId).execute();
}

/** Ends the sessions these tokens name, whether or not they are still live (an unknown one ends nothing). */
export async function deleteSessionsOfTokens(db: Kysely<Database>, tokens: readonly string[]): Promise<void> {
  if (tokens.length === 0) return;
  await db.deleteFrom("sessions").where("id", "in", tokens.map(hashToken)).execute();
}

export async function deleteUserSessions(db: Kysely<Database>, userId: string, exceptSessionId?: string): Promise<void> {
  let q = db.deleteFrom("sessions").where("user_id", "=", userId);
  if (exceptSessionId) q = q.where("id", "!=", exceptSessionId);
  await q.execute();
}
