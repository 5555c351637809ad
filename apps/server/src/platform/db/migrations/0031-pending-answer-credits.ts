import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // What the question cost (a credit model's credits), kept with its pending answer: an answer that
  // fails gives them back in the transaction that removes the row, so only once, whichever process
  // wrote it (the asker's, or one that took it over).
  await db.schema
    .alterTable("pending_answers")
    .addColumn("credits", "integer", (c) => c.notNull().defaultTo(0).check(sql`credits >= 0`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("pending_answers").dropColumn("credits").execute();
}
