import { loadConfigOrExit } from "./platform/config.ts";
import { createLogger } from "./platform/logger.ts";
import { DatabaseInUseError } from "./platform/db/data-lock.ts";
import { bootstrap } from "./bootstrap.ts";
import { createApp } from "./app.ts";
import { serveHttp } from "./platform/http/serve-http.ts";
import { prewarmIngestion } from "./features/documents/index.ts";

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const log = createLogger(config.LOG_LEVEL);
  let running;
  try {
    running = await bootstrap(config, log, { workers: config.WORKERS });
  } catch (err) {
    if (err instanceof DatabaseInUseError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = createApp(running.deps);
  const server = serveHttp(app, { port: config.PORT, hostname: config.HOST }, (info) => {
    log.info({ port: info.port, data: config.DATA_DIR, database: running.deps.dbKind, workers: config.WORKERS }, `Folio is running at http://localhost:${info.port}`);
    // Once requests are served, so the start is not slowed: the first document's parser and index thread.
    if (config.WORKERS) prewarmIngestion();
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      log.error("shutdown took too long; exiting");
      process.exit(1);
    }, 20_000);
    force.unref();
    server.close(async () => {
      try {
        await running.close();
        log.info("stopped");
        process.exit(0);
      } catch (err) {
        log.error({ err }, "error while stopping");
        process.exit(1);
      }
    });
    // Idle keep-alive connections would hold server.close() open.
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

main().catch((err: unknown) => {
  console.error("Folio failed to start:", err);
  process.exit(1);
});
