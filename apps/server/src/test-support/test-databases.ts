import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { Kysely, PostgresDialect } from "kysely";
import { PGlite } from "@electric-sql/pglite";
import { createPgConfig } from "@electric-sql/pglite/node-postgres";
import type { Database } from "../platform/db/schema.ts";
import { openDatabase, type DatabaseHandle } from "../platform/db/connect.ts";
import { migrateToLatest } from "../platform/db/migrate.ts";
import { processEnv, readTestPostgresUrl } from "../platform/config.ts";
import { databaseUrl, hashMigrations, migratedPostgresTemplate } from "./postgres-template.ts";
import { removeOtherSnapshots, snapshotFile, type SnapshotVariant } from "./snapshot-files.ts";

/** The PostgreSQL server every development and CI machine runs (trust auth, database `test`). */
export const TEST_POSTGRES_URL = readTestPostgresUrl(processEnv());

export const DATABASE_KINDS = ["pglite", "postgres"] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];

/**
 * A fresh database of the given kind, with no tables (migration tests start from here): an
 * in-memory PGlite, or a new database on the PostgreSQL server that is dropped again on close.
 * With `migrated`, it starts with every migration applied: an embedded one from a snapshot (see
 * pgliteSnapshot), a PostgreSQL one as a copy of a migrated template (see migratedPostgresTemplate).
 */
export async function openTestDatabase(kind: DatabaseKind, opts: { migrated?: boolean } = {}): Promise<DatabaseHandle> {
  if (kind === "pglite") return openDatabase({ kind: "pglite", dataDir: "memory", snapshot: await pgliteSnapshot(opts.migrated ? "migrated" : "empty") });
  const name = `folio_test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  try {
    const template = opts.migrated ? ` template ${await migratedPostgresTemplate(TEST_POSTGRES_URL)}` : "";
    await admin.query(`create database ${name}${template}`);
  } finally {
    await admin.end();
  }
  // Dropping the database ends its idle connections on purpose; that is not worth a warning.
  const handle = await openDatabase({ kind: "postgres", url: databaseUrl(TEST_POSTGRES_URL, name) }, () => {});
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

/**
 * Puts the migrated snapshot where a server process started with DATA_DIR=`dataDir` opens its
 * embedded database, so the process tests start on a migrated database: a first start on an empty
 * folder spent 15-20 s of each such suite (initdb and every migration) at CI's load. A first start
 * on an empty folder is still what the end-to-end server and the CLI backup test do.
 */
export async function seedMigratedDataDir(dataDir: string): Promise<void> {
  fs.mkdirSync(dataDir, { recursive: true });
  const seeded = await PGlite.create(path.join(dataDir, "pg"), { loadDataDir: await pgliteSnapshot("migrated") });
  await seeded.close();
}

/** PGlite's version, and for a migrated snapshot the migrations' sources: a snapshot made from other ones is never used. */
function snapshotKey(variant: SnapshotVariant): string {
  const hash = crypto.createHash("sha256");
  hash.update(pgliteVersion()).update(variant);
  if (variant === "migrated") hashMigrations(hash);
  return hash.digest("hex").slice(0, 16);
}

/** Read from PGlite's package.json, found above its entry point (the package exports no package.json). */
function pgliteVersion(): string {
  for (let dir = path.dirname(fileURLToPath(import.meta.resolve("@electric-sql/pglite"))); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, "package.json");
    if (!fs.existsSync(file)) continue;
    const pkg = JSON.parse(fs.readFileSync(file, "utf8")) as { name?: string; version?: string };
    if (pkg.name === "@electric-sql/pglite" && pkg.version) return pkg.version;
  }
  throw new Error("PGlite's package.json was not found");
}

const snapshots = new Map<SnapshotVariant, Promise<Blob>>();

/**
 * An embedded database without rows as a dump (just initdb'd, or with every migration applied),
 * shared by every test process through a file in the temporary folder (each test file runs in its
 * own process). Loading it took 1-2.5 s under CI-like load where initdb and the migrations took
 * 8-18 s; migrations themselves still run from scratch in their own tests (on the empty snapshot)
 * and on every PostgreSQL test database. Writing a new one removes those of older keys.
 */
function pgliteSnapshot(variant: SnapshotVariant): Promise<Blob> {
  const cached = snapshots.get(variant);
  if (cached) return cached;
  const made = (async () => {
    const key = snapshotKey(variant);
    const file = snapshotFile(os.tmpdir(), variant, key);
    try {
      return new Blob([fs.readFileSync(file)]);
    } catch (error) {
      // Not made yet, or just removed by a process whose migrations differ: make it here.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
    const fresh = await PGlite.create();
    if (variant === "migrated") {
      const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ ...createPgConfig(fresh), max: 1 }) }) });
      await migrateToLatest(db);
      await db.destroy();
    }
    const dump = await fresh.dumpDataDir("none");
    await fresh.close();
    // Written aside and renamed, so a process reading it never sees half a file.
    const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
    removeOtherSnapshots(os.tmpdir(), variant, key);
    // The dump itself, not the file: a process with other migrations may remove that at once.
    return dump;
  })();
  snapshots.set(variant, made);
  return made;
}
