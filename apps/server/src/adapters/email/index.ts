import type { Kysely } from "kysely";
import type { Database } from "../../platform/db/schema.ts";
import type { Logger } from "../../platform/logger.ts";
import type { Mailer } from "./mailer.ts";
import { createOutboxMailer } from "./outbox-mailer.ts";
import { createSmtpMailer } from "./smtp-mailer.ts";

export type { Mailer, OutgoingMail } from "./mailer.ts";

export function createMailer(opts: { smtpUrl?: string; from: string; db: Kysely<Database>; log: Logger }): Mailer {
  return opts.smtpUrl ? createSmtpMailer(opts.smtpUrl, opts.from) : createOutboxMailer(opts.db, opts.log);
}
