import crypto from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { Kysely, PostgresDialect } from "kysely";
import type { Database } from "../platform/db/schema.ts";
import { migrateToLatest } from "../platform/db/migrate.ts";

const MIGRATIONS_DIR = new URL("../platform/db/migrations/", import.meta.url);
const PREFIX = "folio_template_";
/** pg_advisory_lock's key for building the template: any fixed number no other code uses. */
const BUILD_LOCK = 73_402_117;

/** Feeds every migration's name and source to `hash`: what is made from the migrations is keyed by them. */
export function hashMigrations(hash: crypto.Hash): crypto.Hash {
  for (const name of fs.readdirSync(MIGRATIONS_DIR).sort()) hash.update(name).update(fs.readFileSync(new URL(name, MIGRATIONS_DIR)));
  return hash;
}

/** A template made from other migrations is never copied. */
function templateName(): string {
  return `${PREFIX}${hashMigrations(crypto.createHash("sha256")).digest("hex").slice(0, 16)}`;
}

/** The address of database `name` on the server at `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

let made: Promise<string> | undefined;

/**
 * The name of a database on the test PostgreSQL server with every migration applied and no rows,
 * which the API tests' databases are copied from (CREATE DATABASE ... TEMPLATE): migrating each of
 * the ~130 of a run took 0.7-2 s at CI's load, a copy a fraction of that. Made once per set of
 * migrations and kept on the server for later runs; test processes that start together wait on an
 * advisory lock while one of them makes it. It is made under another name and renamed when whole,
 * so a process never copies a half-migrated one. Migrations themselves still run from an empty
 * database on PostgreSQL: in the migration tests and in every server process test.
 */
export function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  made ??= makeTemplate(serverUrl);
  return made;
}

async function makeTemplate(serverUrl: string): Promise<string> {
  const name = templateName();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query("select pg_advisory_lock($1)", [BUILD_LOCK]);
    const existing = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (existing.rowCount === 0) {
      const building = `${name}_wip`;
      // Left by a process killed while it migrated.
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl(serverUrl, building), max: 1 }) }) });
      try {
        await migrateToLatest(db);
      } finally {
        await db.destroy();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
      // Templates of older migrations are never copied again.
      const older = await admin.query<{ datname: string }>("select datname from pg_database where datname like $1 and datname <> $2", [`${PREFIX}%`, name]);
      for (const { datname } of older.rows) await admin.query(`drop database if exists ${datname} with (force)`);
    }
    return name;
  } finally {
    await admin.query("select pg_advisory_unlock($1)", [BUILD_LOCK]);
    await admin.end();
  }
}
