/**
 * What the routes use of developers: /developers (and its body, which fetches nothing, for
 * pre-rendering), /developers/apiKeys and /developers/reference.
 */
export { ApiKeysPage } from "./components/api-keys-page";
export { ApiReferencePage } from "./components/api-reference-page";
export { DevelopersContent } from "./components/developers-content";
export { DevelopersPage } from "./components/developers-page";
