import type { Chunk, ParsedUnit } from "./types.ts";

export const DEFAULT_TARGET_CHARS = 1_200;
export const DEFAULT_OVERLAP_CHARS = 200;
/**
 * A unit whose rest is at most this many times the target ends in one chunk rather than being cut
 * once more: a scientific abstract (1,300-2,000 characters) stays whole, as its words are judged
 * together (SciFact through ingestion: nDCG@10 0.6835 cut at 1.25 targets, 0.6920 at 1.75; long
 * reports' evidence pages unchanged or better, docs/retrieval.md).
 */
const WHOLE_TAIL = 1.75;
/**
 * A document that is one unit of at most this many targets is one chunk: a short text (an abstract,
 * a note, a one-page file) is judged as a whole, as its title and all its words belong together. Cut
 * in two, the half without the matching words is a weaker candidate and the learned ranker sees
 * neither half's full length (SciFact through ingestion: a tenth of the abstracts were two chunks;
 * decision 50). Longer documents and multi-unit ones (pages, slides, sections) are cut as before.
 */
const WHOLE_DOCUMENT = 4;

/** Break points in order of preference: paragraph, line, sentence end, any space. */
const BREAKS: RegExp[] = [/\n[ \t]*\n/g, /\n/g, /[.!?;:…](?=\s)|[。！？；]/g, /\s/g];

/** The last match end of `pattern` in text[from, to), or -1. */
function lastBreak(text: string, pattern: RegExp, from: number, to: number): number {
  let found = -1;
  pattern.lastIndex = from;
  for (let m = pattern.exec(text); m && m.index < to; m = pattern.exec(text)) {
    const end = m.index + m[0].length;
    if (end <= to) found = end;
    if (m[0].length === 0) pattern.lastIndex++;
  }
  return found;
}

const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);
/** Never cut between the halves of a surrogate pair (emoji, rare CJK). */
const safeCut = (text: string, at: number) => (/[\udc00-\udfff]/.test(text[at] ?? "") ? at - 1 : at);

function chunkSpans(text: string, target: number, overlap: number): [number, number][] {
  const spans: [number, number][] = [];
  let pos = 0;
  while (pos < text.length && isSpace(text[pos])) pos++;
  while (pos < text.length) {
    let end: number;
    if (text.length - pos <= target * WHOLE_TAIL) {
      end = text.length;
    } else {
      const lo = pos + Math.floor(target * 0.5);
      const hi = pos + Math.floor(target * 1.15);
      end = -1;
      for (const pattern of BREAKS) {
        end = lastBreak(text, pattern, lo, hi);
        if (end > pos) break;
      }
      if (end <= pos) end = safeCut(text, pos + target);
    }
    let trimmedEnd = end;
    while (trimmedEnd > pos && isSpace(text[trimmedEnd - 1])) trimmedEnd--;
    if (trimmedEnd > pos) spans.push([pos, trimmedEnd]);
    if (end >= text.length) break;

    // The next chunk repeats the last `overlap` characters, starting at a word where there is one.
    let next = Math.max(pos + 1, end - overlap);
    const space = text.slice(next, end).search(/\s/);
    if (space >= 0) next += space;
    next = safeCut(text, next);
    while (next < text.length && isSpace(text[next])) next++;
    pos = next > pos ? next : end;
  }
  return spans;
}

/** The text without its surrounding whitespace, as one span (none when blank). */
function wholeSpan(text: string): [number, number][] {
  const start = text.search(/\S/);
  return start < 0 ? [] : [[start, text.trimEnd().length]];
}

/**
 * Chunks for retrieval, cut inside each unit (never across units, so every chunk has one
 * locator) at the best break near `targetChars`, overlapping by about `overlapChars`.
 * `text` is always `unit.text.slice(charStart, charEnd)`.
 */
export function chunkUnits(units: ParsedUnit[], opts: { targetChars?: number; overlapChars?: number } = {}): Chunk[] {
  const target = Math.max(50, opts.targetChars ?? DEFAULT_TARGET_CHARS);
  const overlap = Math.min(Math.max(0, opts.overlapChars ?? DEFAULT_OVERLAP_CHARS), Math.floor(target / 2));
  const only = units.length === 1 ? units[0] : undefined;
  const whole = only !== undefined && only.text.trim().length <= target * WHOLE_DOCUMENT;
  return units.flatMap((unit) =>
    (whole ? wholeSpan(unit.text) : chunkSpans(unit.text, target, overlap)).map(([charStart, charEnd], ordinal) => ({ unit: unit.unit, ordinal, text: unit.text.slice(charStart, charEnd), charStart, charEnd })),
  );
}
