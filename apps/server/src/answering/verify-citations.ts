import { verifyQuote } from "../retrieval/index.ts";
import { bestSentence } from "./best-sentences.ts";
import type { QuoteClaim } from "./citation-block.ts";
import { citedNumbers, filterMarkers } from "./markers.ts";
import { splitSentences } from "../text/index.ts";
import { citationOf, type Citation, type EvidencePassage } from "./types.ts";

export interface VerifiedAnswer {
  /** The answer with the markers of dropped or unknown citations removed. */
  text: string;
  /** One per cited source, in order of n; every quote is an exact span of its unit. */
  citations: Citation[];
}

/**
 * Checks every citation of an answer against the text of the unit it cites. A quote that is found
 * is kept, one found after repair (whitespace, punctuation, a near span) is kept as repaired, one
 * that is not in the unit is dropped with its markers: an invented quote never reaches the user.
 * A source cited by marker alone gets the passage sentence closest to the claim it supports.
 */
export function verifyCitations(opts: { text: string; question: string; passages: EvidencePassage[]; claims: QuoteClaim[] }): VerifiedAnswer {
  const byN = new Map(opts.passages.map((p) => [p.n, p]));
  const numbers = [...new Set([...citedNumbers(opts.text), ...opts.claims.map((c) => c.n)])].filter((n) => byN.has(n)).sort((a, b) => a - b);

  const citations: Citation[] = [];
  for (const n of numbers) {
    const passage = byN.get(n);
    if (!passage) continue;
    const quotes = opts.claims.filter((c) => c.n === n && c.quote.trim() !== "").map((c) => c.quote);
    if (quotes.length === 0) {
      const fallback = bestSentence(passage, `${claimsCiting(opts.text, n)} ${opts.question}`);
      if (fallback) quotes.push(fallback.text);
    }
    for (const quote of quotes) {
      const checked = verifyQuote(passage.unitText, quote);
      if (checked.status === "dropped") continue;
      citations.push(citationOf(passage, n, checked.quote));
      break;
    }
  }
  const kept = new Set(citations.map((c) => c.n));
  return { text: filterMarkers(opts.text, (n) => kept.has(n)).trim(), citations };
}

/** The sentences of the answer that carry marker [n]: the claims that source supports. */
function claimsCiting(text: string, n: number): string {
  return splitSentences(text)
    .filter((s) => citedNumbers(s.text).includes(n))
    .map((s) => s.text)
    .join(" ");
}
