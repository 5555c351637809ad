import { loadConfigOrExit } from "./platform/config.ts";
import { createLogger } from "./platform/logger.ts";
import { bootstrap } from "./bootstrap.ts";
import { createOperationsApp } from "./app.ts";
import { serveHttp } from "./platform/http/serve-http.ts";
import { prewarmIngestion } from "./features/documents/index.ts";

/** Runs background jobs only (for scaled-out deployments where API processes set WORKERS=false). */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const log = createLogger(config.LOG_LEVEL);
  const running = await bootstrap(config, log, { workers: true });
  log.info("Folio worker is running");
  // Its first document's parser and index thread start now, beside the probes' server.
  prewarmIngestion();
  const port = config.WORKER_PORT;
  const server = port
    ? serveHttp(createOperationsApp(running.deps), { port, hostname: config.HOST }, (info) => log.info({ port: info.port }, "worker metrics and health probes are served"))
    : null;
  const stop = async () => {
    server?.close();
    await running.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((err: unknown) => {
  console.error("Folio worker failed to start:", err);
  process.exit(1);
});
