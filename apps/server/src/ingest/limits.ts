/**
 * Every bound the ingestion library enforces, in one place. The zip caps follow the measured
 * guards in the stack notes (a 1 MB zip bomb inflates to 1 GiB; a lying header is only caught by
 * counting the bytes actually inflated).
 */
export const LIMITS = {
  zip: {
    maxEntries: 5_000,
    maxEntryBytes: 50 * 1024 * 1024,
    maxTotalBytes: 200 * 1024 * 1024,
    /** Inflated/compressed ratio that is suspicious once an entry is past `ratioFloorBytes`. */
    maxRatio: 200,
    ratioFloorBytes: 10 * 1024 * 1024,
  },
  /** Pages (or slides) above which nothing is parsed, whatever the caller's plan allows. */
  maxPages: 10_000,
  /** Characters kept per unit; the rest is dropped with a warning (a PDF can hide a text bomb). */
  maxUnitChars: 200_000,
  /** Characters per document; more than this is refused rather than indexed. */
  maxDocumentChars: 60_000_000,
  /** The parsing child: data segment limit and wall-clock kill timeout. */
  memoryLimitBytes: 1_500_000_000,
  timeoutMs: 20 * 60_000,
  /** The child is killed when it reports no progress for this long (a parser stuck in a loop). */
  idleTimeoutMs: 3 * 60_000,
  /** External tools inside the child. */
  toolTimeoutMs: { inspect: 30_000, pdfText: 10 * 60_000, ocrPage: 90_000, convert: 180_000 },
  /** The parsing processes kept between jobs (parse-document.ts). */
  pool: {
    /** Documents OCR'd at once in this process: each runs a tesseract per core, so more would only thrash. */
    ocrLaneDocuments: 1,
    /** LibreOffice conversions (PPT) at once in this process: each takes ~220 MB and a core. */
    conversionLaneDocuments: 2,
    /** A process is replaced after this many documents, so nothing a parser leaks piles up. */
    maxJobsPerProcess: 200,
    /** An idle process exits after this long, giving its memory back (90-115 MB resident after a 600-page PDF). */
    idleExitMs: 60_000,
  },
  csvRowsPerUnit: 40,
  csvCharsPerUnit: 8_000,
  /** Sections of plain text and RTF: split at headings, and at about this many words. */
  sectionWords: 2_000,
} as const;
