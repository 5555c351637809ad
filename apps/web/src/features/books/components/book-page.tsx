import type { ComponentType, ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { formatNumber } from "@folio/contract";
import { authorsOf, bookAuthorPath, bookGenrePath, bookYear, booksByAuthor, findBook, genresOf, type Book } from "@folio/contract/books-catalogue";
import { languageName } from "../language-name";
import { BookList } from "./book-list";
import { BooksPageHeader } from "./books-page-header";
import { ChatWithBookButton } from "./chat-with-book-button";
import { inlineLink, pageColumn } from "./styles";

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** An outside address: the same tab, no referrer details beyond the origin. */
function OutsideLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className={inlineLink} rel="noopener">
      {children}
    </a>
  );
}

function BookPage({ book }: { book: Book }) {
  const authors = authorsOf(book);
  const genres = genresOf(book);
  const more = authors.flatMap((a) => booksByAuthor(a.slug)).filter((b) => b.slug !== book.slug);
  return (
    <div className={pageColumn}>
      <article className="grid gap-8">
        <BooksPageHeader
          title={book.title}
          // The title is in the book's language; the page around it is in English.
          titleLang={book.language.startsWith("en") ? undefined : book.language}
          genre={genres[0]}
          lead={
            <>
              by{" "}
              {authors.map((a, i) => (
                <span key={a.slug}>
                  {i > 0 && ", "}
                  <Link to={bookAuthorPath(a)} className={inlineLink}>
                    {a.name}
                  </Link>
                </span>
              ))}
              {book.translators.length > 0 && <>, translated by {book.translators.join(" and ")}</>}
            </>
          }
        />

        <p className="max-w-3xl text-lg leading-relaxed text-pretty">{book.description}</p>

        <dl className="grid max-w-3xl grid-cols-2 gap-4 rounded-xl border p-5 sm:grid-cols-4">
          <Fact term="First published">{bookYear(book)}</Fact>
          <Fact term="Language">{languageName(book.language)}</Fact>
          <Fact term={genres.length === 1 ? "Genre" : "Genres"}>
            {genres.map((g, i) => (
              <span key={g.slug}>
                {i > 0 && ", "}
                <Link to={bookGenrePath(g)} className={inlineLink}>
                  {g.name}
                </Link>
              </span>
            ))}
          </Fact>
          <Fact term="Length">{book.wordCount ? `${formatNumber(book.wordCount)} words` : "Not counted"}</Fact>
        </dl>

        <div className="grid max-w-3xl justify-items-start gap-2">
          <ChatWithBookButton slug={book.slug} />
          <p className="text-sm text-muted-foreground">The book is added to your documents and a chat opens on it. Free with an account; answers cite their chapter.</p>
        </div>

        <section aria-labelledby="edition-title" className="grid max-w-3xl gap-3">
          <h2 id="edition-title" className="text-xl font-semibold tracking-tight">
            About this edition
          </h2>
          <ul className="grid list-disc gap-1.5 pl-5 text-foreground/90">
            <li>
              Edition: <OutsideLink href={book.sourceUrl}>{new URL(book.sourceUrl).hostname.replace(/^www\./, "")}</OutsideLink>, from its{" "}
              <OutsideLink href={`${book.repository}/tree/${book.commit}`}>source repository</OutsideLink> at commit <code className="text-sm">{book.commit.slice(0, 12)}</code>.
            </li>
            {book.transcribedFrom.length > 0 && (
              <li>
                Transcribed from{" "}
                {book.transcribedFrom.map((url, i) => (
                  <span key={url}>
                    {i > 0 && " and "}
                    <OutsideLink href={url}>{new URL(url).hostname.replace(/^www\./, "")}</OutsideLink>
                  </span>
                ))}
                .
              </li>
            )}
            <li>Licence: {book.licence}</li>
          </ul>
        </section>
      </article>

      {more.length > 0 && (
        <section aria-labelledby="more-title" className="grid gap-4">
          <h2 id="more-title" className="text-xl font-semibold tracking-tight">
            More by {authors.map((a) => a.name).join(", ")}
          </h2>
          <BookList books={more} />
        </section>
      )}
    </div>
  );
}

/** /books/<slug>: the book's page, for the public-site registry (an entry per book). */
export function bookPage(slug: string): ComponentType {
  const book = findBook(slug);
  if (!book) throw new Error(`No book ${slug} in the catalogue`);
  return function BookRoute() {
    return <BookPage book={book} />;
  };
}
