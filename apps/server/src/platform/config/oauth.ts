import { z } from "zod";
import { ConfigError, parseSection, secret, url, type Env } from "./env.ts";

const OAuthSchema = z.object({
  GOOGLE_CLIENT_ID: secret().optional(),
  GOOGLE_CLIENT_SECRET: secret().optional(),
  GOOGLE_ISSUER: url("the OpenID Connect issuer").default("https://accounts.google.com"),
});

export type OAuthSettings = z.output<typeof OAuthSchema> & {
  /** True when Google sign-in is configured (both id and secret). */
  googleEnabled: boolean;
};

/** Sign-in with Google (OpenID Connect): both the client id and secret, or neither. */
export function readOAuthSettings(env: Env): OAuthSettings {
  const s = parseSection(OAuthSchema, env);
  if (Boolean(s.GOOGLE_CLIENT_ID) !== Boolean(s.GOOGLE_CLIENT_SECRET)) throw new ConfigError(["GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together"]);
  return { ...s, googleEnabled: Boolean(s.GOOGLE_CLIENT_ID && s.GOOGLE_CLIENT_SECRET) };
}
