/** What other features use of documents: the document queries and actions, the filter state of a document list, names and formats, upload, the document widgets. */
export { DOCUMENTS_PAGE, documentKeys, isWorking, pendingDeletionKey, useCancelDocument, useDocument, useDocumentList, useOutline, useRetryDocument, useUnitContent } from "./api";
export { DocumentCard } from "./components/document-card";
export { DeleteDialog, RenameDialog } from "./components/document-dialogs";
export { DocumentName, FileTypeBadge } from "./components/document-title";
export { ParseReportPanel } from "./components/parse-report-panel";
export { ReadyDocumentSelect } from "./components/ready-document-select";
export { type DateRangeKey, EMPTY_FILTERS, type FilterState, SEARCH_DEBOUNCE_MS, activeFilterCount, effectiveSearch, toggleFileType, toggleFolder, withDateRange, withFolderSearch, withSearch } from "./filter-state";
export { FILE_TYPE_LABELS, formatDate, formatFileSize, stageLabel, unitCount } from "./format";
export { uploadDocument } from "./upload-file";
export { ACCEPT_ATTRIBUTE, pickOne, validateFile } from "./upload-validation";
export { UploadPage, type SharedToUpload } from "./components/upload-page";
