/** What other features use of folders: the document filter bar (its Folder filter lists the user's folders). */
export { FilterBar } from "./components/filter-bar";
