/**
 * Names in references: a creator as family and given names, and the author-date form an answer or
 * a review cites a source by ("Smith et al., 2019"). Creators arrive as one string each, as the
 * reference managers' metadata holds them ("Ada Lovelace" or "Lovelace, Ada").
 */

/** "Ada Lovelace" or "Lovelace, Ada" as family name and given names. */
export function splitPersonName(name: string): { family: string; given: string } {
  const trimmed = name.trim();
  if (trimmed.includes(",")) {
    const [family = "", given = ""] = trimmed.split(",", 2).map((p) => p.trim());
    return { family, given };
  }
  const parts = trimmed.split(/\s+/);
  const family = parts.pop() ?? "";
  return { family, given: parts.join(" ") };
}

/** Titles longer than this are cut (with an ellipsis) when a source without creators is cited by title. */
const TITLE_CHARS = 40;

/**
 * The author-date citation of a reference: "Smith, 2019", "Smith and Jones, 2019", "Smith et al.,
 * 2019"; "n.d." without a year; the (shortened) title when it names no creator.
 */
export function inTextCitation(reference: { title: string; creators: string[]; year: number | null }): string {
  const families = reference.creators.map((c) => splitPersonName(c).family).filter(Boolean);
  const title = reference.title.trim();
  const who =
    families.length === 0
      ? title.length > TITLE_CHARS
        ? `${title.slice(0, TITLE_CHARS - 1).trimEnd()}…`
        : title
      : families.length === 1
        ? families[0]!
        : families.length === 2
          ? `${families[0]!} and ${families[1]!}`
          : `${families[0]!} et al.`;
  return `${who}, ${reference.year ?? "n.d."}`;
}
