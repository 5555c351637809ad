import crypto from "node:crypto";
import { sql } from "kysely";
import type { AppDeps } from "../../deps.ts";
import type { OidcClient } from "../../adapters/oauth/index.ts";
import { AppError } from "../../platform/errors.ts";
import { newId } from "../../platform/auth/tokens.ts";
import { signIn } from "./sign-in.ts";
import { recordEvent } from "../analytics/index.ts";
import { publicUrl } from "./account-links.ts";

const CALLBACK_PATH = "/api/auth/google/callback";

/** Only same-site paths are followed after sign-in, never another origin. */
export function safeNextPath(next: string | undefined): string {
  return next && next.startsWith("/") && !next.startsWith("//") && !next.includes("\\") ? next : "/conversations";
}

function requireOidc(deps: AppDeps): OidcClient {
  if (!deps.oidc) throw new AppError("oauth_not_configured");
  return deps.oidc;
}

/** Where to send the browser; `loginHint` is the account the one-tap prompt picked (decision 34), so Google need not ask again. */
export async function startGoogleSignIn(deps: AppDeps, next: string | undefined, loginHint?: string): Promise<string> {
  const oidc = requireOidc(deps);
  const state = crypto.randomBytes(24).toString("base64url");
  const nonce = crypto.randomBytes(24).toString("base64url");
  const codeVerifier = crypto.randomBytes(48).toString("base64url");
  await deps.db.deleteFrom("oidc_states").where("created_at", "<", sql<Date>`now() - interval '1 hour'`).execute();
  await deps.db.insertInto("oidc_states").values({ state, nonce, code_verifier: codeVerifier, next_path: safeNextPath(next) }).execute();
  return oidc.authorizationUrl({ redirectUri: publicUrl(deps, CALLBACK_PATH), state, nonce, codeVerifier, loginHint });
}

/**
 * Finish sign-in: the account is found by its Google subject, else by a verified e-mail address
 * (linking the two), else created, verified, with the names Google gave.
 */
export async function finishGoogleSignIn(deps: AppDeps, callbackUrl: URL, state: string | undefined, userAgent: string | null) {
  const oidc = requireOidc(deps);
  if (!state) throw new AppError("oauth_failed");
  const saved = await deps.db.deleteFrom("oidc_states").where("state", "=", state).returningAll().executeTakeFirst();
  if (!saved) throw new AppError("oauth_failed");
  const fixedUrl = new URL(callbackUrl.search, publicUrl(deps, CALLBACK_PATH));
  let identity;
  try {
    identity = await oidc.finish({ callbackUrl: fixedUrl, state, nonce: saved.nonce, codeVerifier: saved.code_verifier });
  } catch (err) {
    deps.log.warn({ err }, "Google sign-in failed");
    throw new AppError("oauth_failed");
  }
  let user = await deps.db.selectFrom("users").selectAll().where("google_sub", "=", identity.subject).executeTakeFirst();
  if (!user && identity.email && identity.emailVerified) {
    user = await deps.db
      .updateTable("users")
      .set({ google_sub: identity.subject, email_verified_at: sql<Date>`coalesce(email_verified_at, now())` })
      .where("email", "=", identity.email)
      .returningAll()
      .executeTakeFirst();
  }
  if (!user) {
    if (!identity.email || !identity.emailVerified) throw new AppError("oauth_failed", { detail: "Your Google account has no verified e-mail address." });
    user = await deps.db
      .insertInto("users")
      .values({
        id: newId("usr_"),
        email: identity.email,
        password_hash: null,
        is_anonymous: false,
        google_sub: identity.subject,
        email_verified_at: new Date(),
        first_name: identity.givenName,
        last_name: identity.familyName,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordEvent(deps, "sign_up", user.id);
  }
  if (!user.is_active) throw new AppError("invalid_credentials");
  const session = await signIn(deps, user, userAgent);
  return { ...session, next: saved.next_path };
}
