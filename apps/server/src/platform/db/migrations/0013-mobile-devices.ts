import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per device ID: a phone app's pairing (poll_secret_hash set) or an ID a user typed in
  // Settings. user_id is the account it is linked to (one device per account: unique, NULLs apart); session_id the
  // session handed to the device, so unlinking ends exactly that session.
  await db.schema
    .createTable("mobile_devices")
    .addColumn("id", "text", (c) => c.primaryKey().check(sql`id ~ '^[A-Za-z0-9-]{1,64}$'`))
    .addColumn("poll_secret_hash", "text")
    .addColumn("user_id", "text", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("session_id", "text", (c) => c.references("sessions.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("linked_at", "timestamptz")
    .addColumn("session_issued_at", "timestamptz")
    .execute();
  await db.schema.createIndex("mobile_devices_user_idx").on("mobile_devices").column("user_id").unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("mobile_devices").ifExists().execute();
}
