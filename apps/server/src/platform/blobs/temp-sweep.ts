import type { Logger } from "../logger.ts";
import type { BlobStore } from "./blob-store.ts";

/**
 * A temporary file untouched this long belongs to no live write: an upload in progress writes
 * every few milliseconds, and Node's request timeout (5 minutes) ends one that stalls long before.
 */
export const TEMP_MAX_AGE_MS = 60 * 60 * 1000;
export const TEMP_SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Remove the temporary files a killed process left behind: once now (a restart after a crash) and
 * then periodically, until `stop()`. Other processes sharing the data directory may be writing,
 * so only stale files go, at start-up too.
 */
export async function startTempSweep(
  blobs: BlobStore,
  log: Logger,
  opts: { everyMs?: number; maxAgeMs?: number } = {},
): Promise<{ stop(): void }> {
  const maxAgeMs = opts.maxAgeMs ?? TEMP_MAX_AGE_MS;
  const sweep = async () => {
    try {
      const removed = await blobs.removeStaleTemporaryFiles(maxAgeMs);
      if (removed > 0) log.info({ removed }, "removed stale temporary blob files");
    } catch (err) {
      log.warn({ err }, "sweeping temporary blob files failed");
    }
  };
  await sweep();
  const timer = setInterval(() => void sweep(), opts.everyMs ?? TEMP_SWEEP_EVERY_MS);
  // The sweep never holds the process open; close() stops it on shutdown.
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
