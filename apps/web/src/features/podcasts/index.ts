/** What other features use: the "Make a podcast" action for a document or a conversation. */
export { MakePodcastButton } from "./components/make-podcast-dialog";
