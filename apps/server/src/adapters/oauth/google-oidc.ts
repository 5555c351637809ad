import * as oidc from "openid-client";

export interface OidcIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  picture: string | null;
}

export interface OidcClient {
  /** Where to send the browser, with PKCE and a nonce the callback must see again. */
  authorizationUrl(opts: { redirectUri: string; state: string; nonce: string; codeVerifier: string; loginHint?: string | undefined }): Promise<string>;
  /** Exchange the callback's code and check the ID token (issuer, audience, nonce, signature). */
  finish(opts: { callbackUrl: URL; state: string; nonce: string; codeVerifier: string }): Promise<OidcIdentity>;
}

/**
 * Sign-in with Google through OpenID Connect discovery. The issuer is configurable so tests (and
 * other OIDC providers) can stand in; plain-HTTP issuers are only allowed on loopback addresses.
 */
export function createOidcClient(opts: { issuer: string; clientId: string; clientSecret: string }): OidcClient {
  let config: Promise<oidc.Configuration> | undefined;
  const issuer = new URL(opts.issuer);
  const loopback = ["127.0.0.1", "localhost", "[::1]"].includes(issuer.hostname);
  const discover = () => {
    config ??= oidc
      .discovery(issuer, opts.clientId, opts.clientSecret, undefined, loopback ? { execute: [oidc.allowInsecureRequests] } : undefined)
      .catch((err: unknown) => {
        config = undefined; // try discovery again on the next sign-in
        throw err;
      });
    return config;
  };
  return {
    async authorizationUrl({ redirectUri, state, nonce, codeVerifier, loginHint }) {
      const cfg = await discover();
      const url = oidc.buildAuthorizationUrl(cfg, {
        redirect_uri: redirectUri,
        scope: "openid email profile",
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: "S256",
        ...(loginHint ? { login_hint: loginHint } : {}),
      });
      return url.href;
    },
    async finish({ callbackUrl, state, nonce, codeVerifier }) {
      const cfg = await discover();
      const tokens = await oidc.authorizationCodeGrant(cfg, callbackUrl, { pkceCodeVerifier: codeVerifier, expectedState: state, expectedNonce: nonce, idTokenExpected: true });
      const claims = tokens.claims();
      if (!claims) throw new Error("The provider returned no ID token");
      const str = (v: unknown) => (typeof v === "string" && v ? v : null);
      return {
        subject: claims.sub,
        email: str(claims.email)?.toLowerCase() ?? null,
        emailVerified: claims.email_verified === true,
        givenName: str(claims.given_name),
        familyName: str(claims.family_name),
        picture: str(claims.picture),
      };
    },
  };
}
