/** The books explorer (/books): the public pages of the catalogue, and the page that adds a book to the library and opens a chat on it. */
export { BooksIndexPage } from "./components/books-index-page";
export { bookPage } from "./components/book-page";
export { authorPage } from "./components/author-page";
export { genrePage } from "./components/genre-page";
export { AddBookPage } from "./components/add-book-page";
