import { useId, useMemo, useState } from "react";
import { Link } from "@tanstack/react-router";
import { Search } from "lucide-react";
import { BOOKS, BOOK_AUTHORS, BOOK_GENRES, authorLife, bookAuthorPath, bookGenrePath, booksByAuthor, booksInGenre, searchBooks } from "@folio/contract/books-catalogue";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { focusRing } from "@/components/ui/focus-ring";
import { cn } from "@/lib/cn";
import { BookList } from "./book-list";
import { chipLink, pageColumn } from "./styles";
import { plural } from "@/lib/plural";

const authorsInOrder = [...BOOK_AUTHORS].sort((a, b) => a.sortName.localeCompare(b.sortName));

/** /books: search the catalogue, or browse it by genre and by author. */
export function BooksIndexPage() {
  const [query, setQuery] = useState("");
  const results = useMemo(() => searchBooks(query), [query]);
  const searching = query.trim() !== "";
  const searchId = useId();
  return (
    <div className={pageColumn}>
      <header className="grid max-w-3xl gap-3">
        <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">Public-domain books</h1>
        <p className="text-lg text-muted-foreground text-pretty">
          {BOOKS.length} classics by {BOOK_AUTHORS.length} authors, free to read and share. Add one to your library and ask it anything: every answer cites the chapter it
          comes from.
        </p>
      </header>

      <section aria-labelledby="books-results" className="grid gap-4">
        <div className="grid max-w-xl gap-1.5">
          <Label htmlFor={searchId}>Search books</Label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input id={searchId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Title, author, genre or subject" className="pl-9" autoComplete="off" />
          </div>
        </div>
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="books-results" className="text-xl font-semibold tracking-tight">
            {searching ? "Matching books" : "All books"}
          </h2>
          <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
            {plural(results.length, "book")}
          </p>
        </div>
        {results.length ? (
          <BookList books={results} />
        ) : (
          <div className="rounded-xl border border-dashed p-6 text-center">
            <p className="font-medium">No book matches “{query.trim()}”.</p>
            <p className="mt-1 text-sm text-muted-foreground">Try an author’s name, a title word or a genre, or browse the genres and authors below.</p>
          </div>
        )}
      </section>

      <section aria-labelledby="books-genres" className="grid gap-4">
        <h2 id="books-genres" className="text-xl font-semibold tracking-tight">
          Browse by genre
        </h2>
        <ul className="flex flex-wrap gap-2">
          {BOOK_GENRES.map((genre) => (
            <li key={genre.slug}>
              <Link to={bookGenrePath(genre)} className={chipLink}>
                {genre.name}
                <span className="text-muted-foreground">{booksInGenre(genre.slug).length}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="books-authors" className="grid gap-4">
        <h2 id="books-authors" className="text-xl font-semibold tracking-tight">
          Browse by author
        </h2>
        <ul className="grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
          {authorsInOrder.map((author) => {
            const count = booksByAuthor(author.slug).length;
            return (
              <li key={author.slug}>
                <Link to={bookAuthorPath(author)} className={cn("flex items-baseline justify-between gap-3 rounded-md px-2 py-1.5 hover:bg-muted", focusRing)}>
                  <span className="font-medium">
                    {author.name} <span className="text-sm font-normal text-muted-foreground">({authorLife(author)})</span>
                  </span>
                  <span className="shrink-0 text-sm text-muted-foreground">{plural(count, "book")}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
