import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { IngestError } from "./ingest-error.ts";
import { LIMITS } from "./limits.ts";
import type { ChildMessage, ParseRequest } from "./sandbox/messages.ts";
import { createProcessPool, type ProcessPool } from "./sandbox/process-pool.ts";
import { runSandboxed } from "./sandbox/run-sandboxed.ts";
import type { JobLimits } from "./sandbox/sandboxed-process.ts";
import type { FileType, ParsedDocument, ParseOptions } from "./types.ts";

const CHILD_ENTRY = fileURLToPath(new URL("./sandbox/parse-child.ts", import.meta.url));
const NEEDS_OCR = Symbol("needs OCR");

/**
 * Lanes of parsing processes. The text lane, one process per core, reads text layers at the
 * parser's speed. What keeps a process busy for seconds to minutes has a bounded lane of its own:
 * OCR, a document at a time (tesseract already runs one process per core inside it), and
 * LibreOffice's conversions of PPT. A scan or a slide deck therefore never holds up a text document
 * behind it, a burst of scans cannot take every core's parser, and a deck does not wait out a scan.
 */
const pool = (size: number): ProcessPool =>
  createProcessPool({ entry: CHILD_ENTRY, size, memoryLimitBytes: LIMITS.memoryLimitBytes, maxJobsPerProcess: LIMITS.pool.maxJobsPerProcess, idleExitMs: LIMITS.pool.idleExitMs });
const textLane = pool(Math.max(1, os.availableParallelism()));
const ocrLane = pool(LIMITS.pool.ocrLaneDocuments);
const conversionLane = pool(LIMITS.pool.conversionLaneDocuments);

function fromChild(message: ChildMessage, opts: ParseOptions): { done: ParsedDocument | typeof NEEDS_OCR } | undefined {
  switch (message.type) {
    case "progress":
      opts.onProgress?.({ stage: message.stage, done: message.done, total: message.total });
      return undefined;
    case "result":
      return { done: message.document };
    case "needs-ocr":
      return { done: NEEDS_OCR };
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
 * kill timeout, abort) taken from a lane's pool: the conversion lane for a PPT, else the text lane,
 * and the OCR lane for a PDF the text lane found pages to OCR in (read again there from the
 * start). Rejects with an IngestError carrying the user's message when the file cannot be read;
 * any other rejection is Folio's own failure and worth a retry.
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
    ocr: false,
    deadlineMs: timeoutMs + 5_000,
  };
  const limits: JobLimits = { timeoutMs, idleTimeoutMs: Math.min(LIMITS.idleTimeoutMs, timeoutMs), signal: opts.signal };
  const memoryLimitBytes = opts.memoryLimitBytes ?? LIMITS.memoryLimitBytes;
  const onMessage = (message: unknown) => fromChild(message as ChildMessage, opts);
  const run = (lane: ProcessPool, req: ParseRequest) =>
    // A memory limit other than the pools' gets a process of its own.
    memoryLimitBytes === LIMITS.memoryLimitBytes ? lane.run(req, limits, onMessage) : runSandboxed(CHILD_ENTRY, req, { ...limits, memoryLimitBytes }, onMessage);
  try {
    const first = await run(type === "ppt" ? conversionLane : textLane, request);
    if (first !== NEEDS_OCR) return first;
    const second = await run(ocrLane, { ...request, ocr: true });
    if (second === NEEDS_OCR) throw new Error("The OCR lane handed the document back");
    return second;
  } finally {
    await rm(scratchDir, { recursive: true, force: true });
  }
}

/**
 * Starts a text lane's parsing process ahead of the first document (decision 49): a worker's first
 * upload after a start then does not wait for Node and the parsers to load. It idles out as any
 * kept process does (LIMITS.pool.idleExitMs), so an idle worker still gives its memory back.
 */
export function prewarmParsing(): void {
  textLane.prewarm();
}
