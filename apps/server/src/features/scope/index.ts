export { ownedDocument, ownedDocumentIds, readyDocument } from "./owned-document.ts";
export { ownedFolder, type FolderRow } from "./owned-folder.ts";
export { folderScope, searchScope, type ScopeRequest } from "./search-scope.ts";
export type { SearchableDocument } from "./searchable-documents.ts";
export { daysSinceUpload, documentFilters } from "./document-filters.ts";
export { conversationInKeyScope, documentInKeyScope, documentsInFolder, folderInKeyScope, keyScopeOf, uploadFolderFor, type KeyScope, type ScopedUser } from "./key-scope.ts";
export { assertKeyScope, podcastInKeyScope, KEY_SCOPE_RULES, type KeyScopeRule } from "./key-scope-guard.ts";
