import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { createBlobStore } from "../adapters/storage/index.ts";
import { LocalBlobStore } from "../platform/blobs/local-blob-store.ts";
import { copyBlobs, type CopyReport } from "../platform/blobs/copy-blobs.ts";
import { childProcessEnv, type Config } from "../platform/config.ts";
import { acquireDataLock } from "../platform/db/data-lock.ts";

/** What a backup directory holds, written last: a directory without it is an unfinished backup. */
export interface BackupManifest {
  format: "folio-backup";
  version: 1;
  created_at: string;
  database: "postgres" | "pglite";
  /** database.sql (pg_dump, plain SQL) or database.tar.gz (PGlite's dump of its data directory). */
  database_file: string;
  blobs: number;
}

const MANIFEST = "manifest.json";
const BLOBS = "blobs";

export class BackupError extends Error {}

function databaseKind(config: Config): "postgres" | "pglite" {
  return config.DATABASE_URL ? "postgres" : "pglite";
}

/** Run a PostgreSQL client program; rejects with the end of what it wrote to stderr. */
function runClient(program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ["ignore", "ignore", "pipe"], env: childProcessEnv() });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
    child.on("error", (err: NodeJS.ErrnoException) =>
      reject(new BackupError(err.code === "ENOENT" ? `${program} is not installed (npm run setup installs postgresql-client)` : `${program}: ${err.message}`)),
    );
    child.on("close", (code) => (code === 0 ? resolve() : reject(new BackupError(`${program} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

/** Open the embedded database alone (the data lock refuses while a server runs), for `use`, then close it. */
async function withPglite<T>(dataDir: string, options: { loadDataDir?: Blob }, use: (db: PGlite) => Promise<T>): Promise<T> {
  fs.mkdirSync(dataDir, { recursive: true });
  const release = acquireDataLock(dataDir);
  try {
    const db = await PGlite.create(path.join(dataDir, "pg"), options);
    try {
      return await use(db);
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
}

function blobsOf(config: Config, keepWrittenCopies: boolean) {
  return createBlobStore(config.storage, config.DATA_DIR, { keepWrittenCopies });
}

function failIfBlobsFailed(report: CopyReport, what: string): void {
  if (report.failed.length === 0) return;
  const first = report.failed.slice(0, 5).map((f) => `  ${f.hash}: ${f.error}`);
  throw new BackupError(`${report.failed.length} blobs could not be ${what}:\n${first.join("\n")}`);
}

/**
 * Save the database and every blob into `outDir` (absent or empty). The database goes first: a blob
 * is deleted only after the rows pointing at it, so every blob the saved rows name is still there
 * when the blobs are copied. With the embedded database the server must be stopped.
 */
export async function backup(config: Config, outDir: string, say: (line: string) => void): Promise<BackupManifest> {
  const kind = databaseKind(config);
  if (kind === "pglite" && !fs.existsSync(path.join(config.DATA_DIR, "pg"))) throw new BackupError(`There is no database in ${config.DATA_DIR} to back up (set DATA_DIR, or DATABASE_URL for PostgreSQL)`);
  if (fs.existsSync(outDir) && fs.readdirSync(outDir).length > 0) throw new BackupError(`${outDir} is not empty: back up into a new directory`);
  // A backup holds every user's data: readable by its owner only.
  fs.mkdirSync(outDir, { recursive: true, mode: 0o700 });
  const databaseFile = kind === "postgres" ? "database.sql" : "database.tar.gz";
  const dumpPath = path.join(outDir, databaseFile);
  if (kind === "postgres") {
    await runClient("pg_dump", ["--format=plain", "--clean", "--if-exists", "--no-owner", "--no-privileges", `--file=${dumpPath}`, `--dbname=${config.DATABASE_URL!}`]);
  } else {
    await withPglite(config.DATA_DIR, {}, async (db) => {
      const dump = await db.dumpDataDir("gzip");
      await pipeline(Readable.fromWeb(dump.stream() as WebReadableStream), fs.createWriteStream(dumpPath));
    });
  }
  say(`database saved to ${dumpPath}`);
  const copied = await copyBlobs(blobsOf(config, true), new LocalBlobStore(path.join(outDir, BLOBS)));
  failIfBlobsFailed(copied, "saved");
  const manifest: BackupManifest = {
    format: "folio-backup",
    version: 1,
    created_at: new Date().toISOString(),
    database: kind,
    database_file: databaseFile,
    blobs: copied.copied + copied.skipped,
  };
  fs.writeFileSync(path.join(outDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  say(`${manifest.blobs} blobs saved to ${path.join(outDir, BLOBS)}`);
  return manifest;
}

function readManifest(fromDir: string): BackupManifest {
  const file = path.join(fromDir, MANIFEST);
  if (!fs.existsSync(file)) throw new BackupError(`${fromDir} holds no finished Folio backup (no ${MANIFEST})`);
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<BackupManifest>;
  if (manifest.format !== "folio-backup" || manifest.version !== 1 || !manifest.database_file) throw new BackupError(`${file} is not a Folio backup manifest of a known version`);
  return manifest as BackupManifest;
}

async function postgresUsers(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const table = await client.query<{ t: string | null }>("select to_regclass('public.users')::text as t");
    if (!table.rows[0]?.t) return 0;
    return Number((await client.query<{ n: string }>("select count(*) as n from users")).rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * Put a backup back: the database (into an empty one unless `replace`) and every blob the store
 * lacks. Stop every Folio process first. A backup restores onto the kind of database it was taken
 * from (pg_dump's SQL onto PostgreSQL, PGlite's dump onto the embedded one).
 */
export async function restore(config: Config, fromDir: string, opts: { replace: boolean }, say: (line: string) => void): Promise<BackupManifest> {
  const manifest = readManifest(fromDir);
  const kind = databaseKind(config);
  if (manifest.database !== kind) {
    throw new BackupError(`This backup holds ${manifest.database === "pglite" ? "an embedded (PGlite) database" : "a PostgreSQL database"}; restore it with ${manifest.database === "pglite" ? "DATABASE_URL unset" : "DATABASE_URL set"}`);
  }
  const dumpPath = path.join(fromDir, manifest.database_file);
  if (kind === "postgres") {
    const users = await postgresUsers(config.DATABASE_URL!);
    if (users > 0 && !opts.replace) throw new BackupError(`The database already holds ${users} user${users === 1 ? "" : "s"}; restoring replaces all of its data: add --replace to go ahead`);
    await runClient("psql", ["--no-psqlrc", "--quiet", "--single-transaction", "-v", "ON_ERROR_STOP=1", `--file=${dumpPath}`, `--dbname=${config.DATABASE_URL!}`]);
  } else {
    const pgDir = path.join(config.DATA_DIR, "pg");
    if (fs.existsSync(pgDir)) {
      if (!opts.replace) throw new BackupError(`${pgDir} already holds a database; restoring replaces it: add --replace to go ahead (it is kept aside, not deleted)`);
      const aside = `${pgDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
      // The data lock guards the move too: no server may have the database open.
      const release = acquireDataLock(config.DATA_DIR);
      try {
        fs.renameSync(pgDir, aside);
      } finally {
        release();
      }
      say(`the database that was there is kept in ${aside}`);
    }
    await withPglite(config.DATA_DIR, { loadDataDir: await fs.openAsBlob(dumpPath) }, async () => {});
  }
  say(`database restored from ${dumpPath}`);
  const copied = await copyBlobs(new LocalBlobStore(path.join(fromDir, BLOBS)), blobsOf(config, false));
  failIfBlobsFailed(copied, "restored");
  say(`${copied.copied} blobs restored, ${copied.skipped} were already there`);
  return manifest;
}
