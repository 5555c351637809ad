import { afterEach, describe, expect, it, vi } from "vitest";
import { BOOK_GENRES, bookGenrePath, booksInGenre } from "@folio/contract/books-catalogue";

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

describe("the books' public pages", () => {
  it("are registered without a collation: the first localeCompare loads ICU on every public page (decision 48)", async () => {
    const localeCompare = vi.spyOn(String.prototype, "localeCompare");
    const { BOOK_PAGES } = await import("./book-pages");
    expect(BOOK_PAGES.length).toBeGreaterThan(BOOK_GENRES.length);
    expect(localeCompare).not.toHaveBeenCalled();
  });

  it("still describe a genre with its books in title order when the pre-render reads it", async () => {
    const { BOOK_PAGES } = await import("./book-pages");
    const genre = BOOK_GENRES[0]!;
    const page = BOOK_PAGES.find((p) => p.path === bookGenrePath(genre));
    const first = booksInGenre(genre.slug)[0]!;
    expect(page?.description).toContain(`in ${genre.name.toLowerCase()} to read and chat with in Folio: ${first.title}`);
  });
});
