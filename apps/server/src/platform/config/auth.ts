import { z } from "zod";
import { bool, integer, parseSection, type Env } from "./env.ts";

const AuthSchema = z.object({
  /** Signs download and file links; without it a secret is generated once and kept in the database. */
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SESSION_DAYS: integer().min(1).max(365).default(30),
  /** Unset: Secure when PUBLIC_URL is https. */
  COOKIE_SECURE: bool.optional(),
  LOGIN_RATE_LIMIT: integer().min(1).default(10),
  /** New accounts per address per hour: stops scripted sign-ups; raised for the end-to-end suite, which registers many. */
  REGISTER_RATE_LIMIT: integer().min(1).default(20),
});

export type AuthSettings = z.output<typeof AuthSchema>;

/** Sessions, signed links and the rate limits of signing in and up. */
export function readAuthSettings(env: Env): AuthSettings {
  return parseSection(AuthSchema, env);
}
