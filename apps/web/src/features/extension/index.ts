/** What the routes use of the extension feature: the approval page the extension opens, and the public /extension page. */
export { ExtensionConnectPage } from "./components/extension-connect-page";
export { ExtensionPage } from "./components/extension-page";
export { validState } from "./handoff";
