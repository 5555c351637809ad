import type { ComponentType } from "react";
import { Link } from "@tanstack/react-router";
import { BOOKS_INDEX_PATH, authorLife, booksByAuthor, findBookAuthor, type BookAuthor } from "@folio/contract/books-catalogue";
import { BookList } from "./book-list";
import { inlineLink, pageColumn } from "./styles";
import { plural } from "@/lib/plural";

function AuthorPage({ author }: { author: BookAuthor }) {
  const books = booksByAuthor(author.slug);
  return (
    <div className={pageColumn}>
      <header className="grid max-w-3xl gap-3">
        <nav aria-label="Breadcrumb" className="text-sm font-medium">
          <Link to={BOOKS_INDEX_PATH} className={inlineLink}>
            Books
          </Link>
        </nav>
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{author.name}</h1>
        <p className="text-lg text-muted-foreground">
          {authorLife(author)} · {plural(books.length, "public-domain book")} to read and chat with
          {author.wikipedia && (
            <>
              {" "}
              ·{" "}
              <a href={author.wikipedia} className={inlineLink} rel="noopener">
                About {author.name} on Wikipedia
              </a>
            </>
          )}
        </p>
      </header>
      <section aria-labelledby="author-books" className="grid gap-4">
        <h2 id="author-books" className="text-xl font-semibold tracking-tight">
          Books by {author.name}
        </h2>
        <BookList books={books} />
      </section>
    </div>
  );
}

/** /books/authors/<slug>: an author's books, for the public-site registry (an entry per author). */
export function authorPage(slug: string): ComponentType {
  const author = findBookAuthor(slug);
  if (!author) throw new Error(`No author ${slug} in the books catalogue`);
  return function AuthorRoute() {
    return <AuthorPage author={author} />;
  };
}
