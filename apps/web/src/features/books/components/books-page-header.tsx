import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { BOOKS_INDEX_PATH, bookGenrePath, type BookGenre } from "@folio/contract/books-catalogue";
import { inlineLink } from "./styles";

/** The top of a book's, an author's or a genre's page: the breadcrumb back to /books (through the book's genre), the title and one lead paragraph. */
export function BooksPageHeader({ title, lead, genre, titleLang }: { title: string; lead: ReactNode; genre?: BookGenre; titleLang?: string }) {
  return (
    <header className="grid max-w-3xl gap-3">
      <nav aria-label="Breadcrumb" className="text-sm font-medium">
        <Link to={BOOKS_INDEX_PATH} className={inlineLink}>
          Books
        </Link>
        {genre && (
          <>
            <span aria-hidden="true" className="px-2 text-muted-foreground">
              /
            </span>
            <Link to={bookGenrePath(genre)} className={inlineLink}>
              {genre.name}
            </Link>
          </>
        )}
      </nav>
      <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl" lang={titleLang}>
        {title}
      </h1>
      <p className="text-lg text-muted-foreground">{lead}</p>
    </header>
  );
}
