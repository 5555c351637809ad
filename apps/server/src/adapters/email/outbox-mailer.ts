import type { Kysely } from "kysely";
import type { Database } from "../../platform/db/schema.ts";
import type { Logger } from "../../platform/logger.ts";
import type { Mailer, OutgoingMail } from "./mailer.ts";

/** Without SMTP, mail goes to the outbox table (read it with `npm run admin -- outbox`). */
export function createOutboxMailer(db: Kysely<Database>, log: Logger): Mailer {
  return {
    kind: "outbox",
    async send(mail: OutgoingMail) {
      await db.insertInto("outbox").values({ to_address: mail.to, subject: mail.subject, text_body: mail.text }).execute();
      log.info({ to: mail.to, subject: mail.subject }, "e-mail written to the outbox");
    },
  };
}
