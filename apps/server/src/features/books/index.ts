/** The books explorer's server side: a catalogue book into the reader's library. */
export { addBookToLibrary } from "./add-book.ts";
