export { ZoteroApi, ZoteroApiError, type ZoteroApiOptions, type ZoteroFile, type ZoteroPage } from "./zotero-api.ts";
export { ZoteroOAuth, type ZoteroAccess } from "./zotero-oauth.ts";
