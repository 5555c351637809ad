import type { ProgressListener } from "./types.ts";

/** What every format parser gets inside the sandboxed child. */
export interface ParseContext {
  /** A private, empty folder for this job's temporary files; removed by the parent afterwards. */
  scratchDir: string;
  signal: AbortSignal;
  progress: ProgressListener;
  /** Tesseract codes the caller chose, or null to detect the language. */
  ocrLanguages: string[] | null;
  maxPages: number;
}
