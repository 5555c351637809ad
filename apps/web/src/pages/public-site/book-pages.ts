import { BOOKS_INDEX_PATH, BOOKS, BOOK_AUTHORS, BOOK_GENRES, authorLife, authorsOf, bookAuthorPath, bookGenrePath, bookPath, bookYear, booksByAuthor, booksInGenre } from "@folio/contract/books-catalogue";
import type { PublicPage } from "./public-page";
import { plural } from "@/lib/plural";

const books = () => import("@/features/books");

/** At most `max` characters, cut at a word with an ellipsis: search results show about 160. */
function clip(text: string, max = 165): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
}

const names = (list: readonly { name: string }[]) => list.map((x) => x.name).join(", ");
const count = (n: number) => plural(n, "public-domain book");

/** The books explorer's pages (issue 24 point 3): /books, and one page per book, author and genre of the catalogue. */
export const BOOK_PAGES: readonly PublicPage[] = [
  {
    path: BOOKS_INDEX_PATH,
    title: "Public-domain books to read and chat with · Folio",
    description: `${BOOKS.length} classic public-domain books by ${BOOK_AUTHORS.length} authors, by author and genre. Add one to your library and ask it anything; answers cite the chapter.`,
    background: "white",
    load: () => books().then((m) => m.BooksIndexPage),
  },
  ...BOOKS.map(
    (book): PublicPage => ({
      path: bookPath(book),
      title: `${book.title} by ${names(authorsOf(book))} · Folio`,
      description: clip(`${book.title} (${bookYear(book)}) by ${names(authorsOf(book))}. ${book.description} Chat with it in Folio.`),
      background: "white",
      load: () => books().then((m) => m.bookPage(book.slug)),
    }),
  ),
  ...BOOK_AUTHORS.map((author): PublicPage => {
    const theirs = booksByAuthor(author.slug);
    return {
      path: bookAuthorPath(author),
      title: `${author.name} (${authorLife(author)}): books · Folio`,
      description: clip(`${count(theirs.length)} by ${author.name} to read and chat with in Folio: ${theirs.map((b) => b.title).join(", ")}.`),
      background: "white",
      load: () => books().then((m) => m.authorPage(author.slug)),
    };
  }),
  ...BOOK_GENRES.map(
    (genre): PublicPage => ({
      path: bookGenrePath(genre),
      title: `${genre.name}: public-domain books · Folio`,
      // Written when read (the pre-render writes it into the page's head; the browser never
      // reads it): the titles are in collation order, and the first localeCompare loads ICU's
      // data, which every public page would pay for here as it starts (docs/decisions/0048).
      get description() {
        const inGenre = booksInGenre(genre.slug);
        return clip(`${count(inGenre.length)} in ${genre.name.toLowerCase()} to read and chat with in Folio: ${inGenre.map((b) => b.title).join(", ")}.`);
      },
      background: "white",
      load: () => books().then((m) => m.genrePage(genre.slug)),
    }),
  ),
];
