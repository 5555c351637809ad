import { z } from "zod";
import { parseSection, type Env } from "./env.ts";

/** Google's Identity Services origin: the one-tap prompt's script, frame and calls. */
export const GOOGLE_IDENTITY_ORIGIN = "https://accounts.google.com";
const GOOGLE_ISSUER = "https://accounts.google.com";

const EmbedsSchema = z.object({
  /**
   * AD_PIXEL_URL: the https address of the operator's ad pixel script (docs/decisions/0034). Unset,
   * no pixel exists; set, it loads only for visitors who allowed marketing, and the pages' CSP allows
   * its origin.
   */
  AD_PIXEL_URL: z
    .url({ message: "must be the https address of the pixel's script, e.g. https://connect.example.com/pixel.js" })
    .refine((value) => value.startsWith("https://"), { message: "must be an https address" })
    .optional(),
});

export interface EmbedsSettings {
  /** The ad pixel's script, or null when the operator configured none. */
  adPixelUrl: string | null;
}

export function readEmbedsSettings(env: Env): EmbedsSettings {
  const s = parseSection(EmbedsSchema, env);
  return { adPixelUrl: s.AD_PIXEL_URL ?? null };
}

/** The one-tap prompt is Google's own: only when Google sign-in is configured against Google itself (not another issuer). */
export function oneTapClientId(config: { googleEnabled: boolean; GOOGLE_ISSUER: string; GOOGLE_CLIENT_ID?: string | undefined }): string | null {
  if (!config.googleEnabled || config.GOOGLE_ISSUER.replace(/\/+$/, "") !== GOOGLE_ISSUER) return null;
  return config.GOOGLE_CLIENT_ID ?? null;
}
