import { describe, expect, it } from "vitest";
import { BOOKS } from "@folio/contract/books-catalogue";
import { CATALOGUE_LANGUAGES, languageName } from "./language-name";

describe("languageName", () => {
  const intl = new Intl.DisplayNames(["en"], { type: "language" });

  it("names every language of the catalogue from its table, as Intl names it", () => {
    for (const { language } of BOOKS) expect(CATALOGUE_LANGUAGES[language]).toBe(intl.of(language));
  });

  it("names other tags through Intl and keeps a malformed one as it is", () => {
    expect(languageName("fr")).toBe("French");
    expect(languageName("not a tag")).toBe("not a tag");
  });
});
