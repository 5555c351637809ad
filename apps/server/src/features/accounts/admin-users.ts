import { sql } from "kysely";
import type { Kysely } from "kysely";
import type { PlanKey } from "@folio/contract";
import type { Database } from "../../platform/db/schema.ts";
import { hashPassword } from "../../platform/auth/password.ts";
import { newId } from "../../platform/auth/tokens.ts";
import { createSession } from "../../platform/auth/sessions.ts";

/** Create a verified user, or update the one with this e-mail (password, plan, limits). */
export async function upsertVerifiedUser(
  db: Kysely<Database>,
  input: { email: string; password: string; plan: PlanKey; unlimited: boolean; sessionDays: number },
): Promise<{ id: string; email: string; token: string }> {
  const passwordHash = await hashPassword(input.password);
  const user = await db
    .insertInto("users")
    .values({
      id: newId("usr_"),
      email: input.email,
      password_hash: passwordHash,
      is_anonymous: false,
      email_verified_at: new Date(),
      plan: input.plan,
      unlimited: input.unlimited,
    })
    .onConflict((oc) =>
      oc.column("email").doUpdateSet({
        password_hash: passwordHash,
        plan: input.plan,
        unlimited: input.unlimited,
        is_active: true,
        email_verified_at: sql<Date>`coalesce(users.email_verified_at, now())`,
        updated_at: sql<Date>`now()`,
      }),
    )
    .returning(["id", "email"])
    .executeTakeFirstOrThrow();
  const session = await createSession(db, user.id, { days: input.sessionDays, userAgent: "folio-admin" });
  return { id: user.id, email: user.email!, token: session.token };
}

export async function setUserPlan(db: Kysely<Database>, email: string, plan: PlanKey): Promise<{ id: string; email: string; plan: string } | null> {
  const row = await db
    .updateTable("users")
    .set({ plan, updated_at: sql<Date>`now()` })
    .where("email", "=", email)
    .returning(["id", "email", "plan"])
    .executeTakeFirst();
  return row ? { id: row.id, email: row.email!, plan: row.plan } : null;
}

/** Grant or revoke the operator role (the /admin views) of the registered user with this e-mail. */
export async function setUserAdmin(db: Kysely<Database>, email: string, isAdmin: boolean): Promise<{ id: string; email: string; is_admin: boolean } | null> {
  const row = await db
    .updateTable("users")
    .set({ is_admin: isAdmin, updated_at: sql<Date>`now()` })
    .where("email", "=", email)
    .where("is_anonymous", "=", false)
    .returning(["id", "email", "is_admin"])
    .executeTakeFirst();
  return row ? { id: row.id, email: row.email!, is_admin: row.is_admin } : null;
}
