import os from "node:os";
import { createLimiter } from "../../../platform/concurrency.ts";
import { AppError } from "../../../platform/errors.ts";
import { runTool } from "../../../ingest/index.ts";

/** How long one qpdf run may take: merging or splitting thousands of pages takes seconds, not minutes. */
const QPDF_TIMEOUT_MS = 120_000;
/** qpdf runs at once in this process: one per core, so a burst of merges queues instead of thrashing. */
const oneQpdfPerCore = createLimiter(Math.max(1, os.availableParallelism()));

/**
 * Runs qpdf (no shell, under the ingest tools' memory limit, killed at the timeout). qpdf writes
 * its output to disk as it goes, so a large merge never sits in this process's memory. Exit 3
 * (warnings: a damaged file qpdf repaired) still wrote a usable file, and counts as success. At
 * most one qpdf per core runs at once; the timeout counts from when it starts.
 */
export async function qpdf(args: string[], signal?: AbortSignal): Promise<void> {
  const run = await oneQpdfPerCore(() => runTool("qpdf", ["--warning-exit-0", "--no-warn", ...args], { timeoutMs: QPDF_TIMEOUT_MS, signal, maxStdoutBytes: 1024 * 1024 })).catch((err: unknown) => {
    throw new AppError("damaged", { detail: "This PDF could not be processed: it took too long or needed too much memory.", cause: err });
  });
  if (run.exitCode !== 0) {
    throw new AppError("damaged", { detail: "This file looks damaged: qpdf could not read it.", cause: new Error(run.stderr.trim().slice(-300)) });
  }
}

/** A `--pages` selection of one file: `file range`. */
export function pageSpec(file: string, first: number, last: number): string[] {
  return [file, first === last ? String(first) : `${first}-${last}`];
}
