import { IngestError, type IngestErrorCode } from "../ingest-error.ts";
import type { FileType, ParsedDocument, ProgressStage } from "../types.ts";

/** Parent → child: one job (a child runs them one after another). */
export interface ParseRequest {
  path: string;
  type: FileType;
  scratchDir: string;
  ocrLanguages: string[] | null;
  maxPages: number;
  /** False in the text lane: a PDF with pages to OCR is handed back ("needs-ocr") for the OCR lane. */
  ocr: boolean;
  /** The child kills itself (and its tools) after this, should the parent be gone. */
  deadlineMs: number;
}

/** "ingest" errors carry a user message; "abort" is a cancel; "internal" is Folio's own fault (retryable). */
export type SerializedError = ({ kind: "ingest"; code: IngestErrorCode } | { kind: "abort" | "internal"; code: string }) & {
  userMessage: string;
  /** Technical detail for logs (never shown to the user). */
  detail: string;
};

/** Child → parent. */
export type ChildMessage =
  | { type: "progress"; stage: ProgressStage; done: number; total: number }
  | { type: "result"; document: ParsedDocument }
  | { type: "needs-ocr" }
  | { type: "error"; error: SerializedError };

/** How V8 and Node say an allocation hit the memory limit (a fatal error, or a RangeError nobody caught). */
export const OUT_OF_MEMORY = /out of memory|allocation failed|Failed to allocate|ERR_MEMORY_ALLOCATION_FAILED|Cannot allocate|Invalid (string|array|typed array) length|ENOMEM/i;

export const parseTimedOut = (ms: number) =>
  new IngestError("timeout", `Reading this file took longer than ${ms < 10_000 ? (ms / 1000).toFixed(1) : Math.round(ms / 1000)} seconds, so it was stopped`);

export const parseOutOfMemory = (detail?: string) =>
  new IngestError("resource_limit", "This file needs more memory to read than Folio allows, so it was stopped", { detail });
