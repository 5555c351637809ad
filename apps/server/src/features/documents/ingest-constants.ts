/** The queue name of document ingestion (parse, OCR, chunk, index). */
export const INGEST_JOB = "ingest-document";

/** The error a cancelled document shows; the job sees it and stops. */
export const CANCELLED_MESSAGE = "Processing was cancelled.";
