import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createLimiter } from "../platform/concurrency.ts";
import { IngestError } from "./ingest-error.ts";
import { LIMITS } from "./limits.ts";
import type { ChildMessage, ParseRequest } from "./sandbox/messages.ts";
import { runSandboxed } from "./sandbox/run-sandboxed.ts";
import type { FileType, ParsedDocument, ParseOptions } from "./types.ts";

const CHILD_ENTRY = fileURLToPath(new URL("./sandbox/parse-child.ts", import.meta.url));
/** LibreOffice needs ~220 MB and a core per conversion; more at once only thrash this machine. */
const conversions = createLimiter(LIMITS.maxConcurrentConversions);

function fromChild(message: ChildMessage, opts: ParseOptions): { done: ParsedDocument } | undefined {
  switch (message.type) {
    case "progress":
      opts.onProgress?.({ stage: message.stage, done: message.done, total: message.total });
      return undefined;
    case "result":
      return { done: message.document };
    case "error": {
      const { error } = message;
      if (error.kind === "ingest") throw new IngestError(error.code, error.userMessage, { detail: error.detail || undefined });
      if (error.kind === "abort") throw new DOMException(error.detail, "AbortError");
      throw new Error(error.detail);
    }
  }
}

/**
 * Parses a file into the common document model in a sandboxed child process (memory limit,
 * kill timeout, abort). Rejects with an IngestError carrying the user's message when the file
 * cannot be read; any other rejection is Folio's own failure and worth a retry.
 */
export async function parseDocument(filePath: string, type: FileType, opts: ParseOptions = {}): Promise<ParsedDocument> {
  const scratchDir = await mkdtemp(path.join(os.tmpdir(), "folio-ingest-"));
  const timeoutMs = opts.timeoutMs ?? LIMITS.timeoutMs;
  const request: ParseRequest = {
    path: path.resolve(filePath),
    type,
    scratchDir,
    ocrLanguages: opts.ocrLanguages ?? null,
    maxPages: Math.min(opts.maxPages ?? LIMITS.maxPages, LIMITS.maxPages),
    deadlineMs: timeoutMs + 5_000,
  };
  const limits = {
    memoryLimitBytes: opts.memoryLimitBytes ?? LIMITS.memoryLimitBytes,
    timeoutMs,
    idleTimeoutMs: Math.min(LIMITS.idleTimeoutMs, timeoutMs),
    signal: opts.signal,
  };
  const run = () => runSandboxed(CHILD_ENTRY, request, limits, (message) => fromChild(message as ChildMessage, opts));
  try {
    return await (type === "ppt" ? conversions(run) : run());
  } finally {
    await rm(scratchDir, { recursive: true, force: true });
  }
}
