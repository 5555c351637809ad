/** What other features use of folders: the document filter bar (its Folder filter lists the user's folders) and the checklist of library documents. */
export { FilterBar } from "./components/filter-bar";
export { DocumentChecklist } from "./components/document-picker";
