export { DocumentViewer, type DocumentViewerProps } from "./components/document-viewer";
