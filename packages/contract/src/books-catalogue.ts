import catalogue from "./books/catalogue.json";

/**
 * The public-domain books of /books (issue 24 point 3), as scripts/books/build-books.ts wrote them
 * from each edition's content.opf and scripts/books/sources.json. The web app renders the pages
 * from it; the server finds a book's EPUB (books/epub/<file>) by its slug.
 */

export interface BookAuthor {
  slug: string;
  name: string;
  /** "Austen, Jane": the order of the authors' index. */
  sortName: string;
  born: number | null;
  died: number | null;
  /** Instead of born–died where those are not known to the year ("c. 8th century BC"). */
  lifeLabel?: string;
  wikipedia: string | null;
}

export interface BookGenre {
  slug: string;
  name: string;
}

export interface Book {
  slug: string;
  title: string;
  /** Author slugs, in the edition's order. */
  authors: string[];
  translators: string[];
  /** First publication (negative: BC), for sorting; yearLabel says it where a year would claim too much. */
  year: number;
  yearLabel?: string;
  genres: string[];
  /** BCP 47, as the edition gives it ("en-GB", "pt-BR"). */
  language: string;
  description: string;
  wordCount: number | null;
  /** The edition's page (standardebooks.org), else its repository. */
  sourceUrl: string;
  repository: string;
  commit: string;
  /** The transcriptions the edition was made from. */
  transcribedFrom: string[];
  licence: string;
  /** The EPUB's file name in books/epub/. */
  file: string;
  bytes: number;
}

export const BOOKS: readonly Book[] = catalogue.books;
export const BOOK_AUTHORS: readonly BookAuthor[] = catalogue.authors;
export const BOOK_GENRES: readonly BookGenre[] = catalogue.genres;

const booksBySlug = new Map(BOOKS.map((b) => [b.slug, b]));
const authorsBySlug = new Map(BOOK_AUTHORS.map((a) => [a.slug, a]));
const genresBySlug = new Map(BOOK_GENRES.map((g) => [g.slug, g]));

export const findBook = (slug: string): Book | undefined => booksBySlug.get(slug);
export const findBookAuthor = (slug: string): BookAuthor | undefined => authorsBySlug.get(slug);
export const findBookGenre = (slug: string): BookGenre | undefined => genresBySlug.get(slug);

/** The explorer's index; typed as a plain address, as every public page is to the router. */
export const BOOKS_INDEX_PATH: string = "/books";
export const bookPath = (book: Pick<Book, "slug">) => `/books/${book.slug}`;
export const bookAuthorPath = (author: Pick<BookAuthor, "slug">) => `/books/authors/${author.slug}`;
export const bookGenrePath = (genre: Pick<BookGenre, "slug">) => `/books/genres/${genre.slug}`;

/** A book's authors, in its order. */
export function authorsOf(book: Book): BookAuthor[] {
  return book.authors.map((slug) => authorsBySlug.get(slug)).filter((a): a is BookAuthor => a !== undefined);
}

export function genresOf(book: Book): BookGenre[] {
  return book.genres.map((slug) => genresBySlug.get(slug)).filter((g): g is BookGenre => g !== undefined);
}

/** Titles as a library shelves them: "The", "A" and "An" do not count. */
export function titleSortKey(title: string): string {
  return title.replace(/^(the|a|an)\s+/i, "").toLowerCase();
}

const byTitle = (a: Book, b: Book) => titleSortKey(a.title).localeCompare(titleSortKey(b.title));

export const booksByAuthor = (slug: string): Book[] => BOOKS.filter((b) => b.authors.includes(slug)).sort((a, b) => a.year - b.year);
export const booksInGenre = (slug: string): Book[] => BOOKS.filter((b) => b.genres.includes(slug)).sort(byTitle);
export const booksByTitle = (): Book[] => [...BOOKS].sort(byTitle);

/** "1813", "c. 8th century BC", "500 BC". */
export function bookYear(book: Pick<Book, "year" | "yearLabel">): string {
  if (book.yearLabel) return book.yearLabel;
  return book.year < 0 ? `${-book.year} BC` : String(book.year);
}

/** "1775–1817", or the label where the years are not known. */
export function authorLife(author: BookAuthor): string {
  if (author.lifeLabel) return author.lifeLabel;
  return `${author.born ?? "?"}–${author.died ?? "?"}`;
}

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’']/g, "")
    .toLowerCase();

/**
 * Each book's searchable text, folded; built on the first search, not when the catalogue is
 * imported: every public page imports it (the site's page list), few search it, and folding calls
 * Unicode normalization, which loads ICU's data on the page's main thread (docs/decisions/0048).
 */
let searchText: Map<string, string> | undefined;
const searchTextOf = (book: Book): string => {
  searchText ??= new Map(BOOKS.map((b) => [b.slug, fold([b.title, ...authorsOf(b).map((a) => a.name), ...b.translators, ...genresOf(b).map((g) => g.name), b.description].join(" "))]));
  return searchText.get(book.slug) ?? "";
};

/**
 * The books whose title, authors, translators, genres or description hold every word of the query
 * (accents and case ignored: "bronte" finds Brontë), titles that match first.
 */
export function searchBooks(query: string): Book[] {
  const words = fold(query).split(/[^a-z0-9]+/).filter(Boolean);
  if (!words.length) return booksByTitle();
  const hits = BOOKS.filter((b) => words.every((w) => searchTextOf(b).includes(w)));
  const inTitle = (b: Book) => words.every((w) => fold(b.title).includes(w));
  return hits.sort((a, b) => Number(inTitle(b)) - Number(inTitle(a)) || byTitle(a, b));
}
