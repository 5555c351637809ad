/** What other features use: the "Summarise" action for a ready document. */
export { SummariseButton } from "./components/summarise-button";
