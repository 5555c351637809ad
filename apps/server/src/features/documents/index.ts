export { uploadDocument } from "./upload-document.ts";
export { importDocumentFromUrl } from "./import-url.ts";
export { importDocumentStream, type IncomingFile } from "./import-stream.ts";
export { getDocument, listDocuments, renameDocument, deleteDocument, cancelDocument, retryDocument } from "./manage-documents.ts";
export { unitContent, documentOutline, documentReport, documentFile, searchDocuments } from "./document-text.ts";
export { toDocument, metadataOf } from "./to-document.ts";
export { ingestDocumentJob } from "./ingest-document.job.ts";
export { prewarmIngestion } from "./prewarm-ingestion.ts";
export { removeExpiredFreeDocuments, retentionJob } from "./retention.job.ts";
