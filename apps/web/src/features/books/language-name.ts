/**
 * The catalogue's language tags by name, as Intl.DisplayNames names them in English: a book page
 * shows one without creating an Intl object, whose first use on a page loads ICU's data on the main
 * thread (docs/decisions/0048). The unit test keeps the table equal to Intl's names.
 */
export const CATALOGUE_LANGUAGES: Readonly<Record<string, string>> = {
  "en-GB": "British English",
  "en-US": "American English",
  "pt-BR": "Brazilian Portuguese",
};

/** "en-GB" as "British English"; a tag outside the table through Intl; one Intl does not know stays as it is. */
export function languageName(tag: string): string {
  const known = CATALOGUE_LANGUAGES[tag];
  if (known) return known;
  try {
    return new Intl.DisplayNames(["en"], { type: "language" }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}
