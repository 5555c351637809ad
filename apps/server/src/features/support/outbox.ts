import { OUTBOX_PAGE_SIZE, type Outbox, type OutboxQuery } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";

/**
 * The operator's view of the outbox: without an SMTP server every e-mail (verification, password
 * reset, support answers) is written there, and an operator reads it to pass it on or check it left.
 */
export async function listOutbox(deps: AppDeps, query: OutboxQuery): Promise<Outbox> {
  const to = query.to?.toLowerCase();
  let q = deps.db.selectFrom("outbox").select(["id", "to_address", "subject", "text_body", "created_at"]);
  // Addresses are compared without case: a visitor types theirs as they like.
  if (to) q = q.where((eb) => eb(eb.fn("lower", ["to_address"]), "=", to));
  const rows = await q.orderBy("id", "desc").limit(OUTBOX_PAGE_SIZE).execute();
  return {
    delivery: deps.mailer.kind,
    mails: rows.map((r) => ({ id: r.id, to: r.to_address, subject: r.subject, text: r.text_body, created_at: r.created_at.toISOString() })),
  };
}
