import fs from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { createPgConfig } from "@electric-sql/pglite/node-postgres";
import type { Database } from "./schema.ts";
import { acquireDataLock } from "./data-lock.ts";
import { answerClock } from "./answer-clock.ts";

// Postgres int8 (bigint) comes back as a string by default; our bigints (byte sizes) fit in a double.
pg.types.setTypeParser(20, (v) => Number(v));

export interface DatabaseHandle {
  db: Kysely<Database>;
  /** The pool every part of Folio shares (Kysely, the queue). On PGlite it has exactly one client. */
  pool: pg.Pool;
  kind: "pglite" | "postgres";
  /** When a query last succeeded (ms since the epoch; 0 before the first). */
  lastAnswerAt(): number;
  close(): Promise<void>;
}

function logIdleError(err: Error): void {
  console.warn(`database connection closed: ${err.message}`);
}

/**
 * PGlite runs Postgres in WebAssembly, where shared memory is allocated and zero-filled at start,
 * so all of it is resident for the life of the process. initdb sized it for a server (128 MB of
 * shared buffers; slots for 100 connections, 16 autovacuum workers and 10 WAL senders), not for
 * one embedded session. Measured on an existing data directory (Node 24, --liftoff-only to leave
 * out compiler memory): 294 MB resident after opening with the defaults, 195 MB with these; 387
 * against 278 MB after three transactions inserting 3,600 rows and 2,000 keyed selects, at the
 * same speed. Shared buffers stay at 32 MB: a table bigger than a quarter of them is scanned
 * through a small ring buffer, and at 8 MB repeated scans of a 6 MB table were five times slower.
 */
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...["shared_buffers=32MB", "max_connections=5", "autovacuum_worker_slots=1", "max_wal_senders=0"].flatMap((setting) => ["-c", setting]),
];

/**
 * PGlite runs each protocol message synchronously on the event loop, and node-postgres hands the
 * next queued query over in the same chain of promises: under a burst, seconds of queued queries
 * ran back to back, so the server accepted no connection and read no request for seconds at a time
 * (issue 16, defect 9; docs/benchmarks.md, burst). Each message now waits for one turn of the event
 * loop first, so sockets are served between queries. The order of messages is unchanged.
 */
function takingTurns(pglite: PGlite): PGlite {
  const turns = {
    get waitReady() {
      return pglite.waitReady;
    },
    async execProtocolStream(...args: Parameters<PGlite["execProtocolStream"]>) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      return pglite.execProtocolStream(...args);
    },
  };
  // createPgConfig uses only these two members of the instance it is given.
  return turns as unknown as PGlite;
}

/**
 * `snapshot` (in memory only): start from a dump of a data directory (PGlite's dumpDataDir) instead
 * of running initdb, which costs about 1.2 s of WebAssembly; the test suite opens a hundred
 * databases.
 */
export type DatabaseTarget = { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string | "memory"; snapshot?: Blob };

/**
 * Open the database: PostgreSQL when a URL is given, otherwise PGlite (embedded Postgres) in the
 * data directory. PGlite has one session, so the pool is capped at one client: everything queues on
 * it and a transaction can never interleave with another caller's statements.
 */
export async function openDatabase(target: DatabaseTarget, onIdleError: (err: Error) => void = logIdleError): Promise<DatabaseHandle> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server closes (restart, admin shutdown) must not crash the process;
    // the pool replaces it on the next query.
    pool.on("error", onIdleError);
    const answers = answerClock();
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [answers.plugin] });
    return { db, pool, kind: "postgres", lastAnswerAt: answers.lastAnswerAt, close: () => db.destroy() };
  }
  let release = () => {};
  let pglite: PGlite;
  if (target.dataDir === "memory") {
    pglite = await PGlite.create({ startParams: PGLITE_START_PARAMS, ...(target.snapshot ? { loadDataDir: target.snapshot } : {}) });
  } else {
    fs.mkdirSync(target.dataDir, { recursive: true });
    release = acquireDataLock(target.dataDir);
    try {
      pglite = await PGlite.create(path.join(target.dataDir, "pg"), { startParams: PGLITE_START_PARAMS });
    } catch (err) {
      release();
      throw err;
    }
  }
  const pool = new pg.Pool({ ...createPgConfig(takingTurns(pglite)), max: 1 });
  pool.on("error", onIdleError);
  const answers = answerClock();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [answers.plugin] });
  return {
    db,
    pool,
    kind: "pglite",
    lastAnswerAt: answers.lastAnswerAt,
    close: async () => {
      await db.destroy();
      await pglite.close();
      release();
    },
  };
}
