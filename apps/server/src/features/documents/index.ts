export { uploadDocument } from "./upload-document.ts";
export { importDocumentFromUrl } from "./import-url.ts";
export { listDocuments, renameDocument, deleteDocument, cancelDocument, retryDocument } from "./manage-documents.ts";
export { unitContent, documentOutline, documentReport, documentFile, searchDocuments } from "./document-text.ts";
export { ownedDocument, readyDocument } from "./owned-document.ts";
export { toDocument } from "./to-document.ts";
export { ingestDocumentJob } from "./ingest-document.job.ts";
export { limitsFor } from "./plan-limits.ts";
export { daysSinceUpload, documentFilters } from "./document-filters.ts";
