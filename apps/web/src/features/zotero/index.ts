/** What routes use of the Zotero feature: the Settings section and the /zotero page. */
export { ZoteroSection } from "./components/zotero-section";
export { ZoteroPage } from "./components/zotero-page";
