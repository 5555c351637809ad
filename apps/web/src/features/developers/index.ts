/**
 * What the routes use of developers: the body of /developers (it fetches nothing; the public
 * site's registry frames and pre-renders it), /developers/apiKeys and /developers/reference.
 */
export { ApiKeysPage } from "./components/api-keys-page";
export { ApiReferencePage } from "./components/api-reference-page";
export { DevelopersContent } from "./components/developers-content";
export { useCreateApiKey, useRevokeApiKey, useScopeFolders } from "./api";
