import { compactNumbering, rewriteMarkers } from "./markers.ts";
import type { Citation } from "./types.ts";
import type { VerifiedAnswer } from "./verify-citations.ts";

export interface NumberedAnswer {
  /** The citations under the numbers the streamed text showed. */
  streamed: Citation[];
  /** Text and citations to store: numbered 1..k in order of first use, dropped sources left out. */
  stored: { text: string; citations: Citation[] };
}

/**
 * A verified provider answer (markers and citations by passage rank) under the display numbers
 * its markers were streamed with. A source cited only in the citation block gets the next free
 * number. When a citation was dropped the streamed numbers have a gap; the stored answer, which a
 * reload shows, is renumbered 1..k.
 */
export function toDisplayNumbers(verified: VerifiedAnswer, numbering: { displayOf(n: number): number | undefined; count(): number }): NumberedAnswer {
  const extra = new Map<number, number>();
  let next = numbering.count();
  const to = (n: number) => {
    const shown = numbering.displayOf(n);
    if (shown !== undefined) return shown;
    if (!extra.has(n)) extra.set(n, ++next);
    return extra.get(n);
  };
  const streamed = verified.citations.map((c) => ({ ...c, n: to(c.n) ?? c.n })).sort((a, b) => a.n - b.n);
  return { streamed, stored: compactNumbering(rewriteMarkers(verified.text, to), streamed) };
}
