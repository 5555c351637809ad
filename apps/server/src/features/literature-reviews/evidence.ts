import type { ReviewCitation } from "@folio/contract";
import { verifyQuote } from "../../retrieval/index.ts";
import type { ReviewSource, SourceUnit } from "./sources.ts";

/** A sentence of a source, where it is. */
export interface Sentence {
  source: ReviewSource;
  unit: SourceUnit;
  text: string;
}

const MIN_CHARS = 40;
const MAX_CHARS = 400;

/** A source's sentences of a usable length, in reading order. */
export function sentencesOf(source: ReviewSource): Sentence[] {
  return source.units.flatMap((unit) =>
    unit.text
      .replace(/\s+/g, " ")
      .split(/(?<=[.!?])\s+(?=[A-Z0-9"(])/)
      .map((t) => t.trim())
      .filter((t) => t.length >= MIN_CHARS && t.length <= MAX_CHARS && /[a-z]/i.test(t))
      .map((text) => ({ source, unit, text })),
  );
}

/**
 * The review's numbered citations: each quote is checked against its unit with retrieval's
 * verifyQuote (the check chat and summaries use) and only a verified one gets a number.
 */
export class CitationBook {
  private readonly byKey = new Map<string, ReviewCitation>();

  /** The [n] marker for a sentence, or "" when its quote does not verify. */
  cite(s: Sentence): string {
    const c = this.citation(s);
    return c ? `[${c.n}]` : "";
  }

  citation(s: Sentence): ReviewCitation | undefined {
    const key = `${s.source.docId}\u0000${s.unit.unit}\u0000${s.text}`;
    const known = this.byKey.get(key);
    if (known) return known;
    const check = verifyQuote(s.unit.text, s.text);
    if (check.status === "dropped") return undefined;
    const c: ReviewCitation = {
      n: this.byKey.size + 1,
      doc_id: s.source.docId,
      locator: { kind: s.unit.kind, unit: s.unit.unit, label: s.unit.label },
      quote: check.quote.replace(/\s+/g, " ").trim(),
      verified: true,
    };
    this.byKey.set(key, c);
    return c;
  }

  /** The citations whose markers occur in a text, in order of n. */
  usedIn(text: string): ReviewCitation[] {
    const ns = new Set([...text.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1])));
    return [...this.byKey.values()].filter((c) => ns.has(c.n)).sort((a, b) => a.n - b.n);
  }
}
