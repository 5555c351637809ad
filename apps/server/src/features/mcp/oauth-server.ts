import crypto from "node:crypto";
import { MCP_OAUTH_PERMISSIONS, MCP_OAUTH_SCOPE, OAuthAuthorizeQuery, OAuthClientRegistration, type ConnectedAssistant, type OAuthConsent } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { hashToken, newId, newToken } from "../../platform/auth/tokens.ts";
import { AppError } from "../../platform/errors.ts";
import { assertWithinRateLimits, hitRateLimit } from "../../platform/auth/rate-limit.ts";
import { OAuthError } from "./oauth-errors.ts";

/** Lifetimes: codes and access tokens are short; a refresh token is rotated at every use. */
export const OAUTH_TTL = { codeSeconds: 120, accessSeconds: 3600, refreshSeconds: 30 * 24 * 3600 } as const;
const ACCESS_PREFIX = "folio_oat_";
const REFRESH_PREFIX = "folio_ort_";

/** The resource an access token is for (its audience): this server's /mcp. */
export function mcpResource(origin: string): string {
  return `${origin}/mcp`;
}

export function looksLikeAccessToken(token: string): boolean {
  return token.startsWith(ACCESS_PREFIX);
}

/** RFC 8414 and RFC 9728 metadata. */
export function authorizationServerMetadata(origin: string) {
  return {
    issuer: origin,
    authorization_endpoint: `${origin}/oauth/authorize`,
    token_endpoint: `${origin}/oauth/token`,
    registration_endpoint: `${origin}/oauth/register`,
    revocation_endpoint: `${origin}/oauth/revoke`,
    response_types_supported: ["code"],
    grant_types_supported: ["authorization_code", "refresh_token"],
    code_challenge_methods_supported: ["S256"],
    token_endpoint_auth_methods_supported: ["none"],
    revocation_endpoint_auth_methods_supported: ["none"],
    scopes_supported: [MCP_OAUTH_SCOPE],
  };
}

export function protectedResourceMetadata(origin: string) {
  return { resource: mcpResource(origin), authorization_servers: [origin], bearer_methods_supported: ["header"], scopes_supported: [MCP_OAUTH_SCOPE], resource_name: "Folio" };
}

/** https anywhere, http only on this machine, or an app's own scheme (cursor://, vscode://); never script or data. */
function acceptableRedirect(uri: string): boolean {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  if (url.hash) return false;
  if (url.protocol === "https:") return true;
  if (url.protocol === "http:") return ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  return /^[a-z][a-z0-9+.-]*:$/u.test(url.protocol) && !["javascript:", "data:", "file:", "vbscript:", "blob:", "about:"].includes(url.protocol);
}

/** Registrations one address may make an hour: an assistant registers once, a loop would fill the table. */
const REGISTRATIONS_PER_HOUR = 30;

/** RFC 7591 dynamic registration: public clients only (PKCE stands in for a secret). */
export async function registerClient(deps: AppDeps, ip: string, input: unknown) {
  assertWithinRateLimits(await hitRateLimit(deps.db, `oauth-register:${ip}`, REGISTRATIONS_PER_HOUR, 3600));
  const parsed = OAuthClientRegistration.safeParse(input);
  if (!parsed.success) throw new OAuthError("invalid_client_metadata", parsed.error.issues.map((i) => `${i.path.join(".") || "body"}: ${i.message}`).join("; "));
  const body = parsed.data;
  const bad = body.redirect_uris.find((u) => !acceptableRedirect(u));
  if (bad !== undefined) throw new OAuthError("invalid_redirect_uri", `redirect_uri ${bad.slice(0, 200)} is not allowed: use https, http on localhost, or an app's own scheme, without a fragment.`);
  const grantTypes = body.grant_types ?? ["authorization_code", "refresh_token"];
  if (grantTypes.some((g) => g !== "authorization_code" && g !== "refresh_token")) throw new OAuthError("invalid_client_metadata", "Only the authorization_code and refresh_token grant types are supported.");
  const id = newId("mcpc_");
  const name = (body.client_name ?? "An assistant").replace(/[\p{Cc}\p{Cf}]/gu, "").slice(0, 100) || "An assistant";
  const row = await deps.db.insertInto("oauth_clients").values({ id, name, redirect_uris: JSON.stringify(body.redirect_uris) }).returning("created_at").executeTakeFirstOrThrow();
  return {
    client_id: id,
    client_id_issued_at: Math.floor(new Date(row.created_at).getTime() / 1000),
    client_name: name,
    redirect_uris: body.redirect_uris,
    grant_types: grantTypes,
    response_types: ["code"],
    token_endpoint_auth_method: "none",
    scope: MCP_OAUTH_SCOPE,
  };
}

/**
 * Checks an authorize request before anything is shown or granted: the client exists, the
 * redirect_uri is one it registered, PKCE is S256, and the resource (if named) is this /mcp.
 * Errors here are never redirected (the redirect_uri is not trusted yet).
 */
export async function checkAuthorizeRequest(deps: AppDeps, origin: string, input: unknown): Promise<{ request: OAuthAuthorizeQuery; clientName: string }> {
  const parsed = OAuthAuthorizeQuery.safeParse(input);
  if (!parsed.success) throw new AppError("bad_request", parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
  const request = parsed.data;
  const client = await deps.db.selectFrom("oauth_clients").select(["name", "redirect_uris"]).where("id", "=", request.client_id).executeTakeFirst();
  if (!client) throw new AppError("bad_request", "This assistant is not registered with Folio (unknown client_id): connect it again.");
  if (!client.redirect_uris.includes(request.redirect_uri)) throw new AppError("bad_request", "The redirect_uri is not one this assistant registered.");
  if (request.resource !== undefined && request.resource !== mcpResource(origin)) throw new AppError("bad_request", `resource must be ${mcpResource(origin)}.`);
  return { request, clientName: client.name };
}

export async function consentDetails(deps: AppDeps, origin: string, query: unknown): Promise<OAuthConsent> {
  const { request, clientName } = await checkAuthorizeRequest(deps, origin, query);
  return { client_id: request.client_id, client_name: clientName, redirect_uri: request.redirect_uri, permissions: [...MCP_OAUTH_PERMISSIONS] };
}

/** The user's decision on the consent page: where the browser goes next (the client's redirect_uri with a code, or access_denied). */
export async function decideAuthorization(deps: AppDeps, origin: string, user: UserRow, input: Record<string, unknown>): Promise<string> {
  const { request } = await checkAuthorizeRequest(deps, origin, input);
  const target = new URL(request.redirect_uri);
  if (request.state !== undefined) target.searchParams.set("state", request.state);
  target.searchParams.set("iss", origin);
  if (input.decision !== "allow") {
    target.searchParams.set("error", "access_denied");
    return target.toString();
  }
  const grant = await deps.db
    .insertInto("oauth_grants")
    .values({ id: newId("mcpg_"), client_id: request.client_id, user_id: user.id })
    .onConflict((oc) => oc.columns(["client_id", "user_id"]).doUpdateSet({ client_id: request.client_id }))
    .returning("id")
    .executeTakeFirstOrThrow();
  const code = newToken();
  await deps.db
    .insertInto("oauth_codes")
    .values({ hash: hashToken(code), grant_id: grant.id, redirect_uri: request.redirect_uri, code_challenge: request.code_challenge, resource: mcpResource(origin), expires_at: secondsFromNow(OAUTH_TTL.codeSeconds) })
    .execute();
  target.searchParams.set("code", code);
  return target.toString();
}

/** POST /oauth/token: authorization_code (PKCE S256, single use) or refresh_token (rotated). */
export async function exchangeToken(deps: AppDeps, origin: string, form: Record<string, string>) {
  const clientId = form.client_id;
  if (!clientId) throw new OAuthError("invalid_request", "client_id is required.");
  if (form.resource !== undefined && form.resource !== mcpResource(origin)) throw new OAuthError("invalid_target", `resource must be ${mcpResource(origin)}.`);
  if (form.grant_type === "authorization_code") return redeemCode(deps, clientId, form);
  if (form.grant_type === "refresh_token") return refresh(deps, clientId, form);
  throw new OAuthError("unsupported_grant_type", "grant_type must be authorization_code or refresh_token.");
}

async function redeemCode(deps: AppDeps, clientId: string, form: Record<string, string>) {
  const { code, code_verifier: verifier, redirect_uri: redirectUri } = form;
  if (!code || !verifier || !redirectUri) throw new OAuthError("invalid_request", "code, code_verifier and redirect_uri are required.");
  // Marking the code used in the same statement that finds it makes it single-use under concurrent requests.
  const found = await deps.db
    .updateTable("oauth_codes")
    .set({ used_at: new Date() })
    .where("hash", "=", hashToken(code))
    .where("used_at", "is", null)
    .returning(["grant_id", "redirect_uri", "code_challenge", "resource", "expires_at"])
    .executeTakeFirst();
  if (!found) {
    // A code presented twice may have been stolen: the tokens it gave stop working (RFC 6749 4.1.2).
    const reused = await deps.db.selectFrom("oauth_codes").select("grant_id").where("hash", "=", hashToken(code)).executeTakeFirst();
    if (reused) await deps.db.deleteFrom("oauth_tokens").where("grant_id", "=", reused.grant_id).execute();
    throw new OAuthError("invalid_grant", "The authorization code is unknown, expired or already used.");
  }
  const grant = await grantOf(deps, found.grant_id);
  if (!grant || grant.client_id !== clientId) throw new OAuthError("invalid_grant", "The authorization code was issued to another client.");
  if (new Date(found.expires_at).getTime() < Date.now()) throw new OAuthError("invalid_grant", "The authorization code has expired.");
  if (found.redirect_uri !== redirectUri) throw new OAuthError("invalid_grant", "redirect_uri differs from the one authorized.");
  const challenge = crypto.createHash("sha256").update(verifier).digest("base64url");
  if (!safeEqual(challenge, found.code_challenge)) throw new OAuthError("invalid_grant", "The PKCE code_verifier does not match the code_challenge.");
  return issueTokens(deps, found.grant_id, found.resource);
}

async function refresh(deps: AppDeps, clientId: string, form: Record<string, string>) {
  const token = form.refresh_token;
  if (!token) throw new OAuthError("invalid_request", "refresh_token is required.");
  const row = await deps.db.selectFrom("oauth_tokens").selectAll().where("hash", "=", hashToken(token)).where("kind", "=", "refresh").executeTakeFirst();
  if (!row) throw new OAuthError("invalid_grant", "The refresh token is unknown or revoked.");
  const grant = await grantOf(deps, row.grant_id);
  if (!grant || grant.client_id !== clientId) throw new OAuthError("invalid_grant", "The refresh token was issued to another client.");
  const spent = await deps.db.updateTable("oauth_tokens").set({ rotated_at: new Date() }).where("hash", "=", row.hash).where("rotated_at", "is", null).executeTakeFirst();
  if (Number(spent.numUpdatedRows) === 0) {
    // A rotated refresh token presented again: someone else holds a copy, so the whole grant's tokens end.
    await deps.db.deleteFrom("oauth_tokens").where("grant_id", "=", row.grant_id).execute();
    throw new OAuthError("invalid_grant", "The refresh token was already used; sign in again.");
  }
  if (new Date(row.expires_at).getTime() < Date.now()) throw new OAuthError("invalid_grant", "The refresh token has expired.");
  return issueTokens(deps, row.grant_id, row.resource);
}

async function issueTokens(deps: AppDeps, grantId: string, resource: string) {
  const access = ACCESS_PREFIX + newToken();
  const refreshToken = REFRESH_PREFIX + newToken();
  await deps.db
    .insertInto("oauth_tokens")
    .values([
      { hash: hashToken(access), grant_id: grantId, kind: "access", resource, expires_at: secondsFromNow(OAUTH_TTL.accessSeconds) },
      { hash: hashToken(refreshToken), grant_id: grantId, kind: "refresh", resource, expires_at: secondsFromNow(OAUTH_TTL.refreshSeconds) },
    ])
    .execute();
  return { access_token: access, token_type: "Bearer", expires_in: OAUTH_TTL.accessSeconds, refresh_token: refreshToken, scope: MCP_OAUTH_SCOPE };
}

/** RFC 7009: a refresh token ends its whole grant's tokens, an access token itself; an unknown token is fine. */
export async function revokeToken(deps: AppDeps, form: Record<string, string>): Promise<void> {
  if (!form.token) throw new OAuthError("invalid_request", "token is required.");
  const row = await deps.db.selectFrom("oauth_tokens").select(["hash", "grant_id", "kind"]).where("hash", "=", hashToken(form.token)).executeTakeFirst();
  if (!row) return;
  if (row.kind === "refresh") await deps.db.deleteFrom("oauth_tokens").where("grant_id", "=", row.grant_id).execute();
  else await deps.db.deleteFrom("oauth_tokens").where("hash", "=", row.hash).execute();
}

/** The user an access token acts for, if it is live and its audience is this server's /mcp; else null. */
export async function userOfAccessToken(deps: AppDeps, origin: string, token: string): Promise<UserRow | null> {
  const row = await deps.db
    .selectFrom("oauth_tokens")
    .innerJoin("oauth_grants", "oauth_grants.id", "oauth_tokens.grant_id")
    .select(["oauth_tokens.expires_at", "oauth_tokens.resource", "oauth_grants.user_id", "oauth_grants.id as grant_id", "oauth_grants.last_used_at"])
    .where("oauth_tokens.hash", "=", hashToken(token))
    .where("oauth_tokens.kind", "=", "access")
    .executeTakeFirst();
  if (!row || new Date(row.expires_at).getTime() < Date.now() || row.resource !== mcpResource(origin)) return null;
  const user = await deps.db.selectFrom("users").selectAll().where("id", "=", row.user_id).executeTakeFirst();
  // last_used_at is written at most once a minute, so a busy assistant does not write on every call.
  if (!row.last_used_at || Date.now() - new Date(row.last_used_at).getTime() > 60_000) await deps.db.updateTable("oauth_grants").set({ last_used_at: new Date() }).where("id", "=", row.grant_id).execute();
  return user ?? null;
}

export async function listConnections(deps: AppDeps, user: UserRow): Promise<{ connections: ConnectedAssistant[] }> {
  const rows = await deps.db
    .selectFrom("oauth_grants")
    .innerJoin("oauth_clients", "oauth_clients.id", "oauth_grants.client_id")
    .select(["oauth_grants.id", "oauth_clients.name", "oauth_grants.created_at", "oauth_grants.last_used_at"])
    .where("oauth_grants.user_id", "=", user.id)
    .orderBy("oauth_grants.created_at", "desc")
    .execute();
  return { connections: rows.map((r) => ({ id: r.id, client_name: r.name, connected_at: new Date(r.created_at).toISOString(), last_used_at: r.last_used_at ? new Date(r.last_used_at).toISOString() : null })) };
}

/** Disconnect: the grant and, by cascade, its codes and tokens go at once. */
export async function disconnect(deps: AppDeps, user: UserRow, grantId: string): Promise<{ ok: true }> {
  const gone = await deps.db.deleteFrom("oauth_grants").where("id", "=", grantId).where("user_id", "=", user.id).executeTakeFirst();
  if (Number(gone.numDeletedRows) === 0) throw new AppError("not_found", "No such connected assistant.");
  return { ok: true };
}

function grantOf(deps: AppDeps, id: string) {
  return deps.db.selectFrom("oauth_grants").select(["client_id", "user_id"]).where("id", "=", id).executeTakeFirst();
}

function secondsFromNow(seconds: number): Date {
  return new Date(Date.now() + seconds * 1000);
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
