import { z } from "zod";
import { parseSection, type Env } from "./env.ts";

const MailSchema = z.object({
  /** Without it, e-mail goes to the outbox table (`npm run admin -- outbox`). */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, "must start with smtp:// or smtps://").optional(),
  MAIL_FROM: z.string().default("Folio <no-reply@folio.local>"),
});

export type MailSettings = z.output<typeof MailSchema>;

export function readMailSettings(env: Env): MailSettings {
  return parseSection(MailSchema, env);
}
