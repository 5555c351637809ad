import { Link } from "@tanstack/react-router";
import { authorsOf, bookPath, bookYear, type Book } from "@folio/contract/books-catalogue";
import { focusRing } from "@/components/ui/focus-ring";
import { cn } from "@/lib/cn";

const card = cn("group grid h-full content-start gap-1.5 rounded-xl border bg-card p-4 hover:border-primary", focusRing);

/** Books as cards: title, authors and year, the one-line description. */
export function BookList({ books, headingLevel = "h3" }: { books: readonly Book[]; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {books.map((book) => (
        <li key={book.slug} className="grid">
          <Link to={bookPath(book)} className={card}>
            <Heading className="font-semibold leading-snug group-hover:text-primary">{book.title}</Heading>
            <p className="text-sm text-muted-foreground">
              {authorsOf(book)
                .map((a) => a.name)
                .join(", ")}{" "}
              · {bookYear(book)}
            </p>
            <p className="line-clamp-3 text-sm text-foreground/85">{book.description}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
