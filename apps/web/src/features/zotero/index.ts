/** What routes and pages use of the Zotero feature: the Settings section, the /zotero page and a document's reference line. */
export { ZoteroSection } from "./components/zotero-section";
export { ZoteroPage } from "./components/zotero-page";
export { ReferenceLine } from "./components/reference-line";
