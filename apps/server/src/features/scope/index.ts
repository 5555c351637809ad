export { ownedDocument, ownedDocumentIds, readyDocument } from "./owned-document.ts";
export { ownedFolder, type FolderRow } from "./owned-folder.ts";
export { folderScope, searchScope, type ScopeRequest } from "./search-scope.ts";
export type { SearchableDocument } from "./searchable-documents.ts";
export { daysSinceUpload, documentFilters } from "./document-filters.ts";
