import type { Kysely } from "kysely";
import { OUTBOX_PAGE_SIZE, type OutboxMail, type OutboxQuery } from "@folio/contract";
import type { Database } from "../../platform/db/schema.ts";

/**
 * The newest e-mails in the outbox, for GET /api/admin/outbox and `npm run admin -- outbox`:
 * without an SMTP server every e-mail (verification, password reset, support answers) is written
 * there, and an operator reads it to pass it on or check it left.
 */
export async function listOutbox(db: Kysely<Database>, query: OutboxQuery & { limit?: number } = {}): Promise<OutboxMail[]> {
  const to = query.to?.toLowerCase();
  let q = db.selectFrom("outbox").select(["id", "to_address", "subject", "text_body", "created_at"]);
  // Addresses are compared without case: a visitor types theirs as they like.
  if (to) q = q.where((eb) => eb(eb.fn("lower", ["to_address"]), "=", to));
  const rows = await q
    .orderBy("id", "desc")
    .limit(query.limit ?? OUTBOX_PAGE_SIZE)
    .execute();
  return rows.map((r) => ({ id: r.id, to: r.to_address, subject: r.subject, text: r.text_body, created_at: r.created_at.toISOString() }));
}
