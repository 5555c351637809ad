import type { ComponentType } from "react";
import { Link } from "@tanstack/react-router";
import { BOOK_GENRES, bookGenrePath, booksInGenre, findBookGenre, type BookGenre } from "@folio/contract/books-catalogue";
import { BookList } from "./book-list";
import { BooksPageHeader } from "./books-page-header";
import { chipLink, pageColumn } from "./styles";
import { plural } from "@/lib/plural";

function GenrePage({ genre }: { genre: BookGenre }) {
  const books = booksInGenre(genre.slug);
  return (
    <div className={pageColumn}>
      <BooksPageHeader title={genre.name} lead={<>{plural(books.length, "public-domain book")} in this genre. Add one to your library and ask it anything.</>} />
      <section aria-labelledby="genre-books" className="grid gap-4">
        <h2 id="genre-books" className="sr-only">
          {genre.name} books
        </h2>
        <BookList books={books} />
      </section>
      <section aria-labelledby="other-genres" className="grid gap-3">
        <h2 id="other-genres" className="text-xl font-semibold tracking-tight">
          Other genres
        </h2>
        <ul className="flex flex-wrap gap-2">
          {BOOK_GENRES.filter((g) => g.slug !== genre.slug).map((g) => (
            <li key={g.slug}>
              <Link to={bookGenrePath(g)} className={chipLink}>
                {g.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** /books/genres/<slug>: a genre's books, for the public-site registry (an entry per genre). */
export function genrePage(slug: string): ComponentType {
  const genre = findBookGenre(slug);
  if (!genre) throw new Error(`No genre ${slug} in the books catalogue`);
  return function GenreRoute() {
    return <GenrePage genre={genre} />;
  };
}
