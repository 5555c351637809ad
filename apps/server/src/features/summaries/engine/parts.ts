import type { Lang } from "../../../text/index.ts";
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
 * represented. `withinUnits` (segments are paragraphs) keeps every part inside one unit and gives
 * every unit at least one part, the rest shared by size: a chapter is never only the tail of a part.
 */
export function makeParts(segments: Segment[], maxParts: number, units: SourceUnit[], lang: Lang, withinUnits = false): Part[] {
  const part = (first: number, last: number): Part => ({ first, last, ...partHeading(units, segments[first]?.unitIndex ?? 0, segments[last]?.unitIndex ?? 0, lang) });
  if (segments.length <= maxParts) return segments.map((_, i) => part(i, i));
  if (!withinUnits) return cutEqually(segments, 0, segments.length - 1, maxParts).map(([a, b]) => part(a, b));
  const runs: { first: number; last: number; size: number }[] = [];
  segments.forEach((seg, i) => {
    const run = runs.at(-1);
    if (run && segments[run.first]?.unitIndex === seg.unitIndex) [run.last, run.size] = [i, run.size + seg.size];
    else runs.push({ first: i, last: i, size: seg.size });
  });
  const total = runs.reduce((n, r) => n + r.size, 0) || 1;
  const spare = Math.max(0, maxParts - runs.length);
  return runs.flatMap((r) => {
    const count = Math.min(r.last - r.first + 1, 1 + Math.floor((spare * r.size) / total));
    return cutEqually(segments, r.first, r.last, count).map(([a, b]) => part(a, b));
  });
}

/** Segments first..last cut into `count` runs of about equal size, as [first, last] pairs; the last run takes the rest. */
function cutEqually(segments: Segment[], first: number, last: number, count: number): [number, number][] {
  let total = 0;
  for (let i = first; i <= last; i++) total += segments[i]?.size ?? 0;
  const out: [number, number][] = [];
  let start = first;
  let acc = 0;
  for (let i = first; i <= last; i++) {
    acc += segments[i]?.size ?? 0;
    // Cut where the running total passes the next equal share.
    if (i === last || acc >= (total * (out.length + 1)) / count) {
      out.push([start, i]);
      start = i + 1;
    }
  }
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
