import type { AuthResult } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { createSession } from "../../platform/auth/sessions.ts";
import { toUser } from "./roles.ts";

/** Open a session for a user: the token works as a bearer token and as the cookie value. */
export async function signIn(deps: AppDeps, user: UserRow, userAgent: string | null): Promise<AuthResult & { expiresAt: Date }> {
  const session = await createSession(deps.db, user.id, { days: deps.config.SESSION_DAYS, userAgent });
  return { token: session.token, user: toUser(user), expiresAt: session.expiresAt };
}
