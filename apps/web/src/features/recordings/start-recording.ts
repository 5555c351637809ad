import { record } from "rrweb";
import { recordingRoutes } from "@folio/contract";
import { ApiError, callApi } from "@/lib/api-client";
import { createBatcher, type RecordingBatch, type SendOutcome } from "./batcher";
import { RECORD_OPTIONS, scrubTextAttributes } from "./recording-options";

/** How often pending events are sent while the page is open. */
const FLUSH_MS = 5_000;
/** Browsers refuse keepalive requests past 64 KB; a larger last batch is sent normally and may be lost. */
const KEEPALIVE_MAX_BYTES = 60_000;
/** Refusals that will not change by sending again: no session, too large, not valid. */
const FINAL_STATUSES = new Set([401, 403, 413, 422]);

async function sendBatch(batch: RecordingBatch, keepalive: boolean): Promise<SendOutcome> {
  try {
    await callApi(recordingRoutes.sendBatch, { body: batch, keepalive: keepalive && JSON.stringify(batch).length < KEEPALIVE_MAX_BYTES });
    return "sent";
  } catch (err) {
    return err instanceof ApiError && FINAL_STATUSES.has(err.status) ? "stop" : "retry";
  }
}

/**
 * Record this page with rrweb (loaded only now, once the user consented) and send the events in
 * batches. Returns the stop function: it ends recording at once and drops what was not sent yet.
 */
export function startRecording(): () => void {
  const batcher = createBatcher({
    recordingId: crypto.randomUUID(),
    page: window.location.pathname,
    send: sendBatch,
    // Sends are asynchronous, so a refusal always comes after record() below has returned.
    onStop: () => stopRecord?.(),
  });
  const stopRecord = record({ ...RECORD_OPTIONS, emit: (event) => batcher.push(scrubTextAttributes(event)) });
  const timer = window.setInterval(() => batcher.flush(), FLUSH_MS);
  const onHidden = () => {
    if (document.visibilityState === "hidden") batcher.flush(true);
  };
  document.addEventListener("visibilitychange", onHidden);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener("visibilitychange", onHidden);
    batcher.stop();
  };
}
