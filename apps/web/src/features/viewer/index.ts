export { DocumentViewer, type DocumentViewerProps } from "./components/document-viewer";
export { UnitTextView } from "./components/unit-text-view";
