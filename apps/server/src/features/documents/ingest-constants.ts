/** The queue name of document ingestion (parse, OCR, chunk, index). */
export const INGEST_JOB = "ingest-document";

/** The error a cancelled document shows people (the job sees the cancel in `cancelled_at`). */
export const CANCELLED_MESSAGE = "Processing was cancelled.";
