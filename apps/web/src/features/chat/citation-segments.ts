import type { Citation } from "@folio/contract";

/** The link target a `[n]` marker becomes, so the markdown renderer can draw it as a chip. */
export const CITATION_HREF = "#folio-source-";

/**
 * The answer's `[n]` markers as markdown links (`[\[n\]](#folio-source-n)`), everything else left
 * as written. A marker that already is a link's text (`[1](…)`) is left alone.
 */
export function linkCitationMarkers(text: string): string {
  return text.replace(/\[(\d{1,3})\](?!\()/g, (_, n: string) => `[\\[${n}\\]](${CITATION_HREF}${n})`);
}

/** The citation number of a link produced by linkCitationMarkers, or null for any other link. */
export function citationNumber(href: string | undefined): number | null {
  if (!href?.startsWith(CITATION_HREF)) return null;
  const n = Number(href.slice(CITATION_HREF.length));
  return Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * Where a citation points, as people read it: "Smith et al., 2019, p. 4" when the document came with
 * reference metadata (Zotero, BibTeX, RIS), else its name and place ("Report.pdf, Page 4").
 */
export function citationPlace(c: Citation): string {
  return `${c.reference?.in_text ?? c.doc_name}, ${c.locator.label}`;
}

/** The answer as plain text for the clipboard: markers become the sources' names and places. */
export function answerForClipboard(text: string, citations: readonly Citation[]): string {
  const sources = citations.map((c) => `[${c.n}] ${citationPlace(c)}: “${c.quote}”`);
  return sources.length ? `${text.trim()}\n\n${sources.join("\n")}` : text.trim();
}
