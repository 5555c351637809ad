/**
 * Folio's ingestion library: uploaded files of seven formats into the common document model
 * (ordered units with locators), then chunks. This is the only module other code imports.
 */
export type { Chunk, FileType, ParsedDocument, ParsedUnit, ParseOptions, ParseReport, ProgressStage } from "./types.ts";
export { FILE_TYPES } from "./types.ts";
export { detectFileType } from "./detect-file-type.ts";
export { inspectFile, type FileInspection } from "./inspect-file.ts";
export { parseDocument } from "./parse-document.ts";
export { chunkUnits } from "./chunk-units.ts";
export { IngestError } from "./ingest-error.ts";
