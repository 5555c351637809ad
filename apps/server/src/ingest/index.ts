/**
 * Folio's ingestion library: uploaded files of seven formats into the common document model
 * (ordered units with locators), then chunks. This is the only module other code imports.
 */
export type { Chunk, FileType, ParsedDocument, ParsedUnit, ParseOptions, ParseReport, ProgressStage } from "./types.ts";
export { FILE_TYPES } from "./types.ts";
export { detectFileType } from "./detect-file-type.ts";
export { inspectFile, type FileInspection } from "./inspect-file.ts";
export { parseDocument, prewarmParsing } from "./parse-document.ts";
export { chunkUnits } from "./chunk-units.ts";
export { chunkTitles } from "./title-field.ts";
export { IngestError } from "./ingest-error.ts";

// The PDF tools (features/tools) use the same engines and guards as ingestion: the tool runner
// (no shell, memory limit, timeout), pdfinfo, page rendering and OCR.
export { runTool, ToolError, type ToolRun } from "./run-tool.ts";
export { LIMITS as INGEST_LIMITS } from "./limits.ts";
export { readPdfInfo, readPageSizes } from "./pdf/pdf-info.ts";
export { ocrPages, type OcrJob, type OcrOutcome, type PageReader } from "./ocr/ocr-pages.ts";
export { recogniseToPdf, renderDpi, type PageImage } from "./ocr/tesseract.ts";
export { tesseractCodeFor } from "./ocr/tesseract-codes.ts";
