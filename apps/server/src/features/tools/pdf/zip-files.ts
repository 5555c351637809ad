import path from "node:path";
import { AppError } from "../../../platform/errors.ts";
import { runTool } from "../../../ingest/index.ts";

const ZIP_TIMEOUT_MS = 120_000;

/**
 * Packs files into a zip on disk with Info-ZIP's `zip`, names read from stdin (no argument-length
 * limit, no shell), stored flat under their own names. PDFs are compressed already: stored, not deflated.
 */
export async function zipFiles(out: string, files: string[], signal?: AbortSignal): Promise<void> {
  const names = Buffer.from(files.map((f) => path.resolve(f)).join("\n") + "\n", "utf8");
  const run = await runTool("zip", ["-q", "-j", "-0", "-@", out], { timeoutMs: ZIP_TIMEOUT_MS, signal, stdin: names });
  if (run.exitCode !== 0) throw new AppError("internal", { cause: new Error(`zip exit ${run.exitCode}: ${run.stderr.trim().slice(-300)}`) });
}
