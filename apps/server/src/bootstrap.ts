import path from "node:path";
import { dropServerMemoryTuning, type Config } from "./platform/config.ts";
import type { Logger } from "./platform/logger.ts";
import type { AppDeps } from "./deps.ts";
import { openDatabase, type DatabaseHandle } from "./platform/db/connect.ts";
import { migrateToLatest } from "./platform/db/migrate.ts";
import { appSecret } from "./platform/db/app-secret.ts";
import { createBlobStore } from "./adapters/storage/index.ts";
import { startTempSweep } from "./platform/blobs/temp-sweep.ts";
import { startQueue } from "./platform/queue/queue.ts";
import { UrlSigner } from "./platform/auth/signer.ts";
import { createMailer } from "./adapters/email/index.ts";
import { createOidcClient } from "./adapters/oauth/index.ts";
import { createModelRegistry } from "./adapters/llm/index.ts";
import { createEmbedderSource } from "./adapters/embeddings/index.ts";
import { createConfiguredReranker } from "./adapters/rerank/index.ts";
import { checkJobKindsNamed, jobDefinitions } from "./jobs.ts";
import { scheduleReembed } from "./features/retrieval/index.ts";
import { cancelReversedCommission, recordFirstPurchaseCommission } from "./features/referrals/index.ts";
import { recordPurchase } from "./features/analytics/index.ts";

export interface Running {
  deps: AppDeps;
  close(): Promise<void>;
}

/**
 * Build everything the app needs: database (migrated), blob store, job queue with this process's
 * workers when `workers` is set, mail, sign-in, model, embedding and rerank adapters, the sweep of stale temporary blob files.
 * `close()` undoes it in reverse.
 */
export async function bootstrap(config: Config, log: Logger, opts: { workers: boolean; database?: DatabaseHandle }): Promise<Running> {
  dropServerMemoryTuning();
  const database =
    opts.database ??
    (await openDatabase(
      config.DATABASE_URL ? { kind: "postgres", url: config.DATABASE_URL } : { kind: "pglite", dataDir: path.join(config.DATA_DIR) },
      (err) => log.warn({ err }, "idle database connection closed"),
    ));
  try {
    const blobs = createBlobStore(config.storage, config.DATA_DIR);
    // A bucket that cannot be reached stops the start with the reason, not the first upload.
    await blobs.ready();
    const applied = await migrateToLatest(database.db);
    if (applied.length) log.info({ applied }, "database migrated");
    const queue = await startQueue({ pool: database.pool, kind: database.kind, log, concurrency: config.JOB_CONCURRENCY, userConcurrency: config.JOB_USER_CONCURRENCY });
    const deps: AppDeps = {
      config,
      log,
      db: database.db,
      dbKind: database.kind,
      lastDatabaseAnswerAt: database.lastAnswerAt,
      blobs,
      queue,
      mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db: database.db, log }),
      signer: new UrlSigner(config.SESSION_SECRET ?? (await appSecret(database.db, "url_signing_secret"))),
      oidc: config.googleEnabled
        ? createOidcClient({ issuer: config.GOOGLE_ISSUER, clientId: config.GOOGLE_CLIENT_ID!, clientSecret: config.GOOGLE_CLIENT_SECRET! })
        : null,
      models: createModelRegistry(config.llm),
      embedder: createEmbedderSource(config.embedder),
      reranker: createConfiguredReranker(config.reranker),
      purchaseListeners: [recordFirstPurchaseCommission, recordPurchase],
      purchaseReversalListeners: [cancelReversedCommission],
    };
    const jobs = jobDefinitions(deps);
    checkJobKindsNamed(config.JOB_CONCURRENCY, jobs);
    for (const def of jobs) await queue.register(def, { work: opts.workers });
    // With an embedder configured, chunks without its vectors (new install, embedder changed) are embedded in the background.
    await scheduleReembed(deps);
    const tempSweep = await startTempSweep(deps.blobs, log);
    return {
      deps,
      async close() {
        tempSweep.stop();
        await queue.stop();
        await database.close();
      },
    };
  } catch (err) {
    await database.close();
    throw err;
  }
}
