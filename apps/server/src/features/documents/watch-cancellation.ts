import type { AppDeps } from "../../deps.ts";
import { CANCELLED_MESSAGE } from "./ingest-constants.ts";

/**
 * An abort signal for a running ingestion: it fires when the queue stops the job, or when the
 * user cancels (the document is marked failed with the cancel message, seen here by polling, so
 * a cancel reaches the job whichever process runs it).
 */
export interface Cancellation {
  signal: AbortSignal;
  cancelledByUser(): boolean;
  stop(): void;
}

export function watchCancellation(deps: AppDeps, documentId: string, jobSignal: AbortSignal): Cancellation {
  const controller = new AbortController();
  let byUser = false;
  const onJobAbort = () => controller.abort(jobSignal.reason);
  jobSignal.addEventListener("abort", onJobAbort, { once: true });
  const timer = setInterval(() => {
    deps.db
      .selectFrom("documents")
      .select(["status", "error"])
      .where("id", "=", documentId)
      .executeTakeFirst()
      .then((row) => {
        if (!row || (row.status === "failed" && row.error === CANCELLED_MESSAGE)) {
          byUser = true;
          controller.abort(new Error("cancelled"));
        }
      })
      .catch((err: unknown) => deps.log.warn({ err, documentId }, "cancellation check failed"));
  }, 1000);
  return {
    signal: controller.signal,
    cancelledByUser: () => byUser,
    stop() {
      clearInterval(timer);
      jobSignal.removeEventListener("abort", onJobAbort);
    },
  };
}
