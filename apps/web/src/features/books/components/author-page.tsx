import type { ComponentType } from "react";
import { authorLife, booksByAuthor, findBookAuthor, type BookAuthor } from "@folio/contract/books-catalogue";
import { BookList } from "./book-list";
import { BooksPageHeader } from "./books-page-header";
import { inlineLink, pageColumn } from "./styles";
import { plural } from "@/lib/plural";

function AuthorPage({ author }: { author: BookAuthor }) {
  const books = booksByAuthor(author.slug);
  return (
    <div className={pageColumn}>
      <BooksPageHeader
        title={author.name}
        lead={
          <>
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
          </>
        }
      />
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
