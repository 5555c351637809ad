import type { Lang } from "./language.ts";
import type { Candidate } from "./read-units.ts";
import { TEXTS } from "./texts.ts";
import type { SourceUnit } from "./types.ts";

/** The smallest run of text a part is built from: a unit, or one paragraph of a unit. */
export interface Segment {
  unitIndex: number;
  /** Summed term counts of its candidates. */
  size: number;
}

/** A run of consecutive segments summarised together: the middle level between sentences and the document. */
export interface Part {
  /** Indexes into the segment list, inclusive. */
  first: number;
  last: number;
  /** "Chapter 3: The Storm", "Pages 12–18": in the summary's language where Folio writes it. */
  heading: string;
  /** The heading is the unit's own title ("Chapter 3: The Storm"), not a number Folio wrote. */
  titled: boolean;
}

/**
 * The segments holding candidates, in reading order, and each candidate's segment. Segments are units,
 * or paragraphs when the document has too few units to spread a summary over (pasted text, a short
 * file): then the paragraphs are what the summary must not skip.
 */
export function makeSegments(candidates: Candidate[], byParagraph: boolean): { segments: Segment[]; segmentOf: number[] } {
  const segments: Segment[] = [];
  const segmentOf: number[] = [];
  let lastKey = "";
  for (const c of candidates) {
    const key = byParagraph ? `${c.unitIndex}:${c.sentence.paragraph}` : `${c.unitIndex}`;
    if (key !== lastKey) segments.push({ unitIndex: c.unitIndex, size: 0 });
    lastKey = key;
    const seg = segments.at(-1);
    if (seg) seg.size += c.terms.length;
    segmentOf.push(segments.length - 1);
  }
  return { segments, segmentOf };
}

/**
 * Cuts the segments into at most `maxParts` runs of about equal text size. When there are no more
 * segments than that, each is a part of its own: every chapter, page, slide (or paragraph) is then
 * represented.
 */
export function makeParts(segments: Segment[], maxParts: number, units: SourceUnit[], lang: Lang): Part[] {
  const part = (first: number, last: number): Part => ({ first, last, ...partHeading(units, segments[first]?.unitIndex ?? 0, segments[last]?.unitIndex ?? 0, lang) });
  if (segments.length <= maxParts) return segments.map((_, i) => part(i, i));
  const total = segments.reduce((n, s) => n + s.size, 0);
  const out: Part[] = [];
  let start = 0;
  let acc = 0;
  segments.forEach((seg, i) => {
    acc += seg.size;
    // Cut where the running total passes the next equal share; the last part takes the rest.
    if (i === segments.length - 1 || acc >= (total * (out.length + 1)) / maxParts) {
      out.push(part(start, i));
      start = i + 1;
    }
  });
  return out;
}

const NUMBERS = /\d+/g;
// A label that only names the unit ("Section 4", "Chapter 2") is rewritten in the summary's language.
const GENERIC_LABEL = /^\p{L}+\s+[\d\s–-]+$/u;

function partHeading(units: SourceUnit[], first: number, last: number, lang: Lang): { heading: string; titled: boolean } {
  const a = units[first];
  const b = units[last];
  if (!a || !b) return { heading: "", titled: false };
  const names = TEXTS[lang].kinds[a.kind];
  if (a.kind === "rows") {
    // Row blocks are numbered by block; their labels carry the row numbers people know ("Rows 41-60").
    const from = Number(a.label.match(NUMBERS)?.[0] ?? a.unit);
    const to = Number(b.label.match(NUMBERS)?.at(-1) ?? b.unit);
    return { heading: names.range(from, to), titled: false };
  }
  if (first !== last) return { heading: names.range(a.unit, b.unit), titled: false };
  const titled = (a.kind === "chapter" || a.kind === "section") && !GENERIC_LABEL.test(a.label);
  return { heading: titled ? a.label : names.one(a.unit), titled };
}
