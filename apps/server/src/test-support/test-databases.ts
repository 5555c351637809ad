import crypto from "node:crypto";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../platform/db/connect.ts";
import { processEnv, readTestPostgresUrl } from "../platform/config.ts";

/** The PostgreSQL server every development and CI machine runs (trust auth, database `test`). */
export const TEST_POSTGRES_URL = readTestPostgresUrl(processEnv());

export const DATABASE_KINDS = ["pglite", "postgres"] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];

/**
 * A fresh, empty database of the given kind: an in-memory PGlite, or a new database on the
 * PostgreSQL server that is dropped again on close.
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === "pglite") return openDatabase({ kind: "pglite", dataDir: "memory" });
  const name = `folio_test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  // Dropping the database ends its idle connections on purpose; that is not worth a warning.
  const handle = await openDatabase({ kind: "postgres", url: url.href }, () => {});
  return {
    ...handle,
    async close() {
      await handle.close();
      const drop = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await drop.connect();
      try {
        await drop.query(`drop database if exists ${name} with (force)`);
      } finally {
        await drop.end();
      }
    },
  };
}
