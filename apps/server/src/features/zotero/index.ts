export { connectWithKey, disconnect, zoteroMe } from "./connection.ts";
export { startZoteroAuthorize, finishZoteroAuthorize } from "./oauth-connect.ts";
export { listZoteroItems, zoteroCollections, zoteroLibraries } from "./browse.ts";
export { importZoteroAttachment } from "./import-attachment.ts";
export { startCollectionImport, collectionImportStatus, zoteroImportJob } from "./collection-import.ts";
export { importReferenceExport } from "./exports/import-export.ts";
export { watchCollection, listWatches, unwatchCollection, checkWatches, zoteroWatchJob } from "./watch-collections.ts";
