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
  /** False in the text lane: a parser that finds pages to OCR throws OcrNeeded instead of reading them. */
  ocr: boolean;
}

/** Thrown in the text lane by a parser that found pages to OCR: the document is parsed again in the OCR lane. */
export class OcrNeeded extends Error {
  constructor() {
    super("This document has pages to OCR");
    this.name = "OcrNeeded";
  }
}
