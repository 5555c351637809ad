import { describe, expect, it } from "vitest";
import { BOOKS, BOOK_AUTHORS, BOOK_GENRES, authorLife, authorsOf, bookYear, booksByAuthor, findBookAuthor, genresOf, searchBooks } from "./books-catalogue.ts";
import { BookSlugParam } from "./books.ts";

describe("the books catalogue", () => {
  it("holds at least 50 books, each complete, its slug a valid address that no index page takes", () => {
    expect(BOOKS.length).toBeGreaterThanOrEqual(50);
    expect(new Set(BOOKS.map((b) => b.slug)).size).toBe(BOOKS.length);
    for (const book of BOOKS) {
      expect(BookSlugParam.safeParse({ slug: book.slug }).success, book.slug).toBe(true);
      expect(["authors", "genres"]).not.toContain(book.slug);
      expect(authorsOf(book).length, book.slug).toBe(book.authors.length);
      expect(genresOf(book).length, book.slug).toBe(book.genres.length);
      expect(book.genres.length).toBeGreaterThan(0);
      expect(book.description.length, book.slug).toBeGreaterThan(30);
      expect(book.language).toMatch(/^[a-z]{2}(-[A-Z]{2})?$/);
      expect(book.sourceUrl).toMatch(/^https:\/\//);
      expect(book.commit).toMatch(/^[0-9a-f]{40}$/);
      expect(book.licence).toContain("Public domain");
      expect(book.file).toBe(`${book.slug}.epub`);
    }
  });

  it("has several authors with two books or more, several genres and a book not in English", () => {
    expect(BOOK_AUTHORS.filter((a) => booksByAuthor(a.slug).length >= 2).length).toBeGreaterThanOrEqual(5);
    expect(BOOK_GENRES.length).toBeGreaterThanOrEqual(8);
    expect(BOOKS.some((b) => !b.language.startsWith("en"))).toBe(true);
    for (const author of BOOK_AUTHORS) expect(booksByAuthor(author.slug).length, author.slug).toBeGreaterThan(0);
  });

  it("finds books by title, author (accents ignored), genre and description words, titles first", () => {
    expect(searchBooks("pride").map((b) => b.slug)).toEqual(["pride-and-prejudice"]);
    expect(searchBooks("bronte").map((b) => b.slug).sort()).toEqual(["jane-eyre", "wuthering-heights"]);
    expect(searchBooks("AUSTEN").length).toBe(4);
    expect(searchBooks("science fiction").every((b) => b.genres.includes("science-fiction") || b.description.toLowerCase().includes("science"))).toBe(true);
    expect(searchBooks("holmes")[0]?.slug).toBe("the-adventures-of-sherlock-holmes");
    expect(searchBooks("no such words here")).toEqual([]);
    expect(searchBooks("  ").length).toBe(BOOKS.length);
  });

  it("says years and lives as a reader expects them", () => {
    expect(bookYear({ year: 1813 })).toBe("1813");
    expect(bookYear({ year: -500 })).toBe("500 BC");
    expect(bookYear({ year: -725, yearLabel: "c. 8th century BC" })).toBe("c. 8th century BC");
    const austen = findBookAuthor("jane-austen");
    expect(austen && authorLife(austen)).toBe("1775–1817");
  });
});
