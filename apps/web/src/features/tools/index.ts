/** The free tools' pages (issue 23): the index at /other-tools and one page per tool of the contract's registry. */
export { ToolsIndexPage } from "./components/tools-index-page";
export { ToolPage, toolPage } from "./components/tool-page";
