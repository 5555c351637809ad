import type { Citation } from "@folio/contract";

export type Segment = { kind: "text"; text: string } | { kind: "citation"; n: number; citation: Citation | undefined };

const MARKER = /\[(\d{1,3})\]/g;

/**
 * The answer split into text and `[n]` markers. A marker whose source was dropped (its quote could
 * not be verified) keeps its number but has no citation, and is shown as plain text.
 */
export function citationSegments(text: string, citations: readonly Citation[]): Segment[] {
  const byN = new Map(citations.map((c) => [c.n, c]));
  const segments: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKER)) {
    const at = match.index;
    if (at > last) segments.push({ kind: "text", text: text.slice(last, at) });
    const n = Number(match[1]);
    segments.push({ kind: "citation", n, citation: byN.get(n) });
    last = at + match[0].length;
  }
  if (last < text.length) segments.push({ kind: "text", text: text.slice(last) });
  return segments;
}

/** The answer as plain text for the clipboard: markers become the sources' names and places. */
export function answerForClipboard(text: string, citations: readonly Citation[]): string {
  const sources = citations.map((c) => `[${c.n}] ${c.doc_name}, ${c.locator.label}: “${c.quote}”`);
  return sources.length ? `${text.trim()}\n\n${sources.join("\n")}` : text.trim();
}
