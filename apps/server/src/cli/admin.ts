import path from "node:path";
import { parseArgs } from "node:util";
import { Email, OUTBOX_PAGE_SIZE, Password, PlanKey } from "@folio/contract";
import { ConfigError, loadConfig, processEnv } from "../platform/config.ts";
import { openDatabase } from "../platform/db/connect.ts";
import { migrateToLatest } from "../platform/db/migrate.ts";
import { DatabaseInUseError } from "../platform/db/data-lock.ts";
import { setUserAdmin, setUserPlan, upsertVerifiedUser } from "../features/accounts/index.ts";
import { embeddingStatus } from "../features/retrieval/index.ts";
import { markCommissionsPaid, owedCommissionsCsv } from "../features/referrals/index.ts";
import { listOutbox } from "../features/support/index.ts";
import { createEmbedderSource } from "../adapters/embeddings/index.ts";
import { BackupError, LocationError, OPERATIONS_OPTIONS, OPERATIONS_USAGE, runBackup, runBlobsMigrate, runRestore } from "./operations-commands.ts";

const USAGE = `Folio administration

  npm run admin -- create-user --email E --password P [--plan FREE|PREMIUM|PRO|ENTERPRISE] [--unlimited]
      Create (or update) a verified user. Prints {"id","email","token"} with a bearer token.
  npm run admin -- set-plan --email E --plan FREE|PREMIUM|PRO|ENTERPRISE
  npm run admin -- grant-admin <email>
  npm run admin -- revoke-admin <email>
      Give a registered user the operator views at /admin (analytics, models), or take them away.
  npm run admin -- migrate
      Bring the database schema up to date (npm start does it too).
  npm run admin -- outbox [--limit N]
      Show the newest e-mails written to the outbox (when no SMTP server is configured).
  npm run admin -- embeddings
      Show the configured embedder, how many chunks have its vectors, and the background re-embedding's progress.
  npm run admin -- referrals-export [--from YYYY-MM-DD] [--to YYYY-MM-DD]
      Print the affiliate commissions still owed, earned from --from up to (not including) --to, as CSV.
  npm run admin -- referrals-paid --to YYYY-MM-DD
      Mark the owed commissions earned before --to as paid, once their payout has gone out.
${OPERATIONS_USAGE}

Honours DATA_DIR and DATABASE_URL like npm start. On the embedded database, stop the server first.`;

class UsageError extends Error {}

/** A --from or --to day (UTC midnight), or a full ISO timestamp. */
function parseDay(value: string | undefined, flag: string): Date | undefined {
  if (value === undefined) return undefined;
  const day = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(day.getTime())) throw new UsageError(`--${flag}: not a date (YYYY-MM-DD)`);
  return day;
}

function parseField<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } } }, value: unknown, flag: string): T {
  if (value === undefined) throw new UsageError(`--${flag} is required`);
  const r = schema.safeParse(value);
  if (!r.success) throw new UsageError(`--${flag}: ${r.error.issues[0]?.message ?? "not valid"}`);
  return r.data;
}

async function run(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (!command || command === "help" || command === "--help") {
    console.log(USAGE);
    return;
  }
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: command === "grant-admin" || command === "revoke-admin",
    options: { email: { type: "string" }, password: { type: "string" }, plan: { type: "string" }, unlimited: { type: "boolean", default: false }, limit: { type: "string" }, ...OPERATIONS_OPTIONS },
    strict: true,
  });
  const usage = (message: string) => new UsageError(message);
  if (command === "blobs-migrate") return runBlobsMigrate(values, processEnv(), usage);
  const config = loadConfig();
  // Backup and restore open the database their own way (pg_dump and psql, or PGlite's dump).
  if (command === "backup") return runBackup(values, config, usage);
  if (command === "restore") return runRestore(values, config, usage);
  const database = await openDatabase(config.DATABASE_URL ? { kind: "postgres", url: config.DATABASE_URL } : { kind: "pglite", dataDir: path.join(config.DATA_DIR) });
  try {
    const applied = await migrateToLatest(database.db);
    if (command === "migrate") {
      console.log(applied.length ? `Applied migrations: ${applied.join(", ")}` : "The database schema is up to date.");
    } else if (command === "create-user") {
      const result = await upsertVerifiedUser(database.db, {
        email: parseField(Email, values.email, "email"),
        password: parseField(Password, values.password, "password"),
        plan: values.plan === undefined ? "FREE" : parseField(PlanKey, values.plan.toUpperCase(), "plan"),
        unlimited: values.unlimited ?? false,
        sessionDays: config.SESSION_DAYS,
      });
      console.log(JSON.stringify(result));
    } else if (command === "set-plan") {
      const email = parseField(Email, values.email, "email");
      const plan = parseField(PlanKey, values.plan?.toUpperCase(), "plan");
      const result = await setUserPlan(database.db, email, plan);
      if (!result) throw new UsageError(`No user with the e-mail ${email}`);
      console.log(JSON.stringify(result));
    } else if (command === "grant-admin" || command === "revoke-admin") {
      const email = parseField(Email, positionals[0] ?? values.email, "email");
      const result = await setUserAdmin(database.db, email, command === "grant-admin");
      if (!result) throw new UsageError(`No registered user with the e-mail ${email}`);
      console.log(JSON.stringify(result));
    } else if (command === "outbox") {
      const limit = Math.min(OUTBOX_PAGE_SIZE, Math.max(1, Number(values.limit ?? 10) || 10));
      const mails = await listOutbox(database.db, { limit });
      for (const m of mails) console.log(`--- ${m.created_at} to ${m.to}\nSubject: ${m.subject}\n\n${m.text}\n`);
      if (mails.length === 0) console.log("The outbox is empty.");
    } else if (command === "embeddings") {
      const s = await embeddingStatus({ embedder: createEmbedderSource(config.embedder), db: database.db });
      if (!s.embedder) console.log(`No embedder is configured: retrieval is lexical only (${s.chunks} chunks).`);
      else {
        console.log(`embedder: ${s.embedder}\nchunks with its vectors: ${s.current} of ${s.chunks}`);
        if (s.run) console.log(`re-embedding: ${s.run.status}, ${s.run.done} of ${s.run.total} since ${s.run.started_at.toISOString()}${s.run.error ? ` (last error: ${s.run.error})` : ""}`);
      }
    } else if (command === "referrals-export") {
      const { csv } = await owedCommissionsCsv(database.db, { from: parseDay(values.from, "from"), to: parseDay(values.to, "to") });
      process.stdout.write(csv);
    } else if (command === "referrals-paid") {
      const before = parseDay(values.to, "to");
      if (!before) throw new UsageError("--to is required");
      console.log(`Marked ${await markCommissionsPaid(database.db, before)} commissions paid.`);
    } else {
      throw new UsageError(`Unknown command "${command}".`);
    }
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).catch((err: unknown) => {
  if (err instanceof UsageError) console.error(`${err.message}\n\n${USAGE}`);
  else if (err instanceof ConfigError || err instanceof DatabaseInUseError || err instanceof BackupError || err instanceof LocationError) console.error(err.message);
  else if (err instanceof TypeError && "code" in err && String(err.code).startsWith("ERR_PARSE_ARGS")) console.error(`${err.message}\n\n${USAGE}`);
  else console.error("The command failed:", err);
  process.exit(1);
});
