import { PgBoss } from "pg-boss";
import type pg from "pg";
import type { Logger } from "../logger.ts";
import type { JobDefinition } from "./job.ts";
import { workerWaker } from "./wake-worker.ts";
import { retryOrphanedJobs } from "./orphaned-jobs.ts";
import { jobDuration, reportQueueDepthFrom } from "../metrics.ts";

export type JobState = "created" | "retry" | "active" | "completed" | "cancelled" | "failed";

export interface JobQueue {
  /** Register a job kind (creates its queue); with `work` its handler runs in this process too. */
  register(def: JobDefinition, opts: { work: boolean }): Promise<void>;
  /** `user`: whose job it is, for fairness between users (see fairPlace). */
  send(name: string, payload: unknown, opts?: { singletonKey?: string; startAfterSeconds?: number; user?: string }): Promise<string>;
  cancel(name: string, id: string): Promise<void>;
  retry(name: string, id: string): Promise<void>;
  state(name: string, id: string): Promise<JobState | null>;
  stop(): Promise<void>;
}

// A worker proves it is alive this often; a job whose worker died (crash, restart) is retried
// after one missed heartbeat instead of waiting for its whole expiry.
const HEARTBEAT_SECONDS = 10;
// How often each queue is checked for missed heartbeats and expiry (pg-boss's default, a minute
// for both timers, left a crashed document "processing" for over a minute after the restart).
// The checks are narrow indexed updates plus a count per queue.
const SUPERVISE_SECONDS = 5;
// A worker polls every 0.5 s (pg-boss's floor), so a short job (a small text file: ~150 ms) waited
// out the rest of the interval before the next: 0.5 s a document in bulk. While more than one job is
// ready a worker now fetches again at once; the ready count comes from pg-boss's stats, refreshed
// this often (one grouped count per refresh).
const BACKLOG_STATS_SECONDS = 2;
const BURST_WHEN_READY_EXCEEDS = 1;
// On PostgreSQL a new job wakes the workers at once (LISTEN/NOTIFY); polling stays as the backstop
// for what sends no notification: a retry coming due, a job whose worker died, a lost listener.
const NOTIFY_BACKSTOP_POLL_SECONDS = 2;
// pg-boss's own connections on PostgreSQL (besides its listener): fetches, heartbeats and sends are
// short statements, and kept apart from the app's pool a burst of requests cannot delay a heartbeat.
const QUEUE_POOL_MAX = 4;

export interface QueueOptions {
  pool: pg.Pool;
  kind: "pglite" | "postgres";
  log: Logger;
  /** Parallel jobs per kind in this process, overriding the kind's own `concurrency`. */
  concurrency?: Readonly<Record<string, number>>;
  /** At most this many jobs of one user run at once per kind, across every process. */
  userConcurrency?: number;
}

/**
 * Where a user's new job goes: in that user's group (for the per-user cap) and behind the user's
 * own waiting jobs of the kind, by priority (pg-boss fetches by priority, then age). A user's n-th
 * waiting job has priority -n, so workers take the users' jobs in turn: one user's 500 uploads
 * leave another user's single document next in line, not 500th.
 */
async function fairPlace(pool: pg.Pool, name: string, user: string): Promise<{ group: { id: string }; priority: number }> {
  const { rows } = await pool.query<{ waiting: number }>(
    "select count(*)::int as waiting from pgboss.job where name = $1 and group_id = $2 and state < 'active'",
    [name, user],
  );
  return { group: { id: user }, priority: -(rows[0]?.waiting ?? 0) };
}

/**
 * The job queue on pg-boss. On PGlite it runs through the shared one-client pool, so queue
 * statements wait their turn behind any open transaction instead of running inside it. On
 * PostgreSQL it has a small pool of its own and a listener, so new jobs wake workers in every
 * process at once.
 */
export async function startQueue(opts: QueueOptions): Promise<JobQueue> {
  const { pool, log } = opts;
  const notify = opts.kind === "postgres";
  const connection = notify
    ? { connectionString: pool.options.connectionString, max: QUEUE_POOL_MAX, application_name: "folio-queue", useListenNotify: true }
    : { db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) } };
  const boss = new PgBoss({
    ...connection,
    backend: opts.kind,
    schema: "pgboss",
    superviseIntervalSeconds: SUPERVISE_SECONDS,
    monitorIntervalSeconds: BACKLOG_STATS_SECONDS,
    queueCacheIntervalSeconds: BACKLOG_STATS_SECONDS,
  });
  boss.on("error", (err: unknown) => log.error({ err }, "job queue error"));
  // Among them: a LISTEN/NOTIFY listener that could not be set up (workers then only poll).
  boss.on("warning", (warning) => log.warn({ warning }, "job queue warning"));
  await boss.start();
  if (!notify) {
    const orphaned = await retryOrphanedJobs(boss, pool);
    if (orphaned > 0) log.warn({ jobs: orphaned }, "jobs left running by a stopped process are retried");
  }

  const defs = new Map<string, JobDefinition>();
  // The id of this process's workers of each kind (pg-boss's work id), when it runs them.
  const localWorkers = new Map<string, string>();
  const wakeWorker = workerWaker(boss);
  // The counts pg-boss keeps in its queue table, refreshed by its monitor (BACKLOG_STATS_SECONDS): a scrape counts no jobs.
  const stopReportingDepth = reportQueueDepthFrom(async () =>
    defs.size === 0 ? [] : (await boss.getQueues([...defs.keys()])).map((q) => ({ kind: q.name, queued: q.queuedCount, active: q.activeCount })),
  );
  const queue: JobQueue = {
    async register(def, { work }) {
      defs.set(def.name, def);
      const settings = {
        retryLimit: def.retryLimit ?? 2,
        retryDelay: 5,
        retryBackoff: true,
        expireInSeconds: def.expireInSeconds ?? 15 * 60,
        heartbeatSeconds: HEARTBEAT_SECONDS,
        notify,
      };
      // createQueue leaves a queue that exists as it was; the update carries changed settings to it.
      await boss.createQueue(def.name, settings);
      await boss.updateQueue(def.name, settings);
      if (def.cron) await boss.schedule(def.name, def.cron, {}, { tz: "UTC" });
      if (!work) return;
      const workId = await boss.work(
        def.name,
        {
          localConcurrency: opts.concurrency?.[def.name] ?? def.concurrency ?? 1,
          ...(opts.userConcurrency ? { groupConcurrency: opts.userConcurrency } : {}),
          pollingIntervalSeconds: 0.5,
          notifyPollingIntervalSeconds: NOTIFY_BACKSTOP_POLL_SECONDS,
          burstWhenReadyExceeds: BURST_WHEN_READY_EXCEEDS,
        },
        async ([job]) => {
          if (!job) return;
          const jlog = log.child({ job: def.name, jobId: job.id, attempt: job.retryCount });
          const payload = def.payload.parse(job.data);
          jlog.info("job started");
          const timer = jobDuration.startTimer({ kind: def.name });
          try {
            await def.handler(payload, { id: job.id, retryCount: job.retryCount, signal: job.signal });
            timer({ outcome: "completed" });
            jlog.info("job finished");
          } catch (err) {
            timer({ outcome: "failed" });
            jlog.warn({ err }, "job failed");
            throw err;
          }
        },
      );
      localWorkers.set(def.name, workId);
    },
    async send(name, payload, sendOpts = {}) {
      const def = defs.get(name);
      if (!def) throw new Error(`Unknown job ${name}`);
      const data = def.payload.parse(payload) as object;
      const id = await boss.send(name, data, {
        ...(sendOpts.singletonKey ? { singletonKey: sendOpts.singletonKey } : {}),
        ...(sendOpts.startAfterSeconds ? { startAfter: sendOpts.startAfterSeconds } : {}),
        ...(sendOpts.user ? await fairPlace(pool, name, sendOpts.user) : {}),
      });
      if (!id) throw new Error(`Job ${name} was not queued (a job with the same key is pending)`);
      // Without LISTEN/NOTIFY (PGlite) one of this process's own workers of the kind is woken here
      // instead of at its next poll: an upload is picked up at once (see wake-worker.ts).
      const workId = localWorkers.get(name);
      if (!notify && workId && !sendOpts.startAfterSeconds) wakeWorker(workId);
      return id;
    },
    async cancel(name, id) {
      await boss.cancel(name, id);
    },
    async retry(name, id) {
      await boss.retry(name, id);
    },
    async state(name, id) {
      const job = await boss.getJobById(name, id);
      return job?.state ?? null;
    },
    async stop() {
      stopReportingDepth();
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
  return queue;
}
