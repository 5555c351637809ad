/** Where a quote sits in a text: [start, end) offsets into the original string. */
export interface TextRange {
  start: number;
  end: number;
}

/** Pieces of a text to render, with the quoted part marked. */
export interface Segment {
  text: string;
  marked: boolean;
}

/** Characters compared when looking for a quote: letters and digits, case-folded; whitespace and line breaks ignored. */
function folded(text: string): { chars: string; offsets: number[] } {
  let chars = "";
  const offsets: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? "";
    // Whitespace differs between extraction, OCR and the quote (line breaks, hyphenated wraps, CJK
    // text that has no spaces at all), so it is left out of the comparison entirely.
    if (/\s|\u00ad/.test(ch)) continue;
    const low = ch.normalize("NFKC").toLowerCase();
    for (const c of low) {
      chars += c;
      offsets.push(i);
    }
  }
  return { chars, offsets };
}

/** Typographic variants a model or a parser may swap: quotes, dashes, ellipsis. */
function plain(text: string): string {
  return text
    .replace(/[\u2018\u2019\u201a\u201b\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u201f\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/\u2026/g, "...");
}

/**
 * Find a quote in a text, ignoring case, whitespace and typographic variants. When the whole quote is
 * not there (a quote cut with an ellipsis, a page break inside it), the longest of its head or tail
 * that is (at least 20 characters) is found instead, so the reader still lands on the passage.
 */
export function findQuote(text: string, quote: string | undefined, options: { exact?: boolean } = {}): TextRange | null {
  if (!quote) return null;
  const hay = folded(plain(text));
  const parts = plain(quote)
    .split(/\.\.\.|…/)
    .map((p) => folded(p).chars)
    .filter((p) => p.length > 0)
    .sort((a, b) => b.length - a.length);
  const needle = folded(plain(quote)).chars;
  if (!needle) return null;

  const at = (piece: string): TextRange | null => {
    const idx = hay.chars.indexOf(piece);
    if (idx < 0) return null;
    const start = hay.offsets[idx] ?? 0;
    const end = (hay.offsets[idx + piece.length - 1] ?? start) + 1;
    return { start, end };
  };

  const whole = at(needle);
  if (whole || options.exact) return whole;
  for (const part of parts) {
    if (part.length < 20) break;
    const found = at(part);
    if (found) return found;
  }
  // The longest head or tail of the quote that the text holds (a quote running over a unit's edge).
  let best: TextRange | null = null;
  let bestLen = 19;
  for (const piece of [(n: number) => needle.slice(0, n), (n: number) => needle.slice(needle.length - n)]) {
    let lo = bestLen + 1;
    let hi = needle.length - 1;
    if (lo > hi || !at(piece(lo))) continue;
    // A shorter head (or tail) is found wherever a longer one is, so the longest is a binary search away.
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (at(piece(mid))) lo = mid;
      else hi = mid - 1;
    }
    best = at(piece(lo));
    bestLen = lo;
  }
  return best;
}

/** Split a text into plain and marked segments around a range. */
export function segmentsFor(text: string, range: TextRange | null): Segment[] {
  if (!range) return [{ text, marked: false }];
  return [
    { text: text.slice(0, range.start), marked: false },
    { text: text.slice(range.start, range.end), marked: true },
    { text: text.slice(range.end), marked: false },
  ].filter((s) => s.text.length > 0);
}

/**
 * For a text split into pieces (PDF.js text-layer spans), the part of each piece the range covers:
 * [pieceIndex, startInPiece, endInPiece].
 */
export function pieceRanges(pieces: readonly string[], range: TextRange): Array<[number, number, number]> {
  const out: Array<[number, number, number]> = [];
  let offset = 0;
  pieces.forEach((piece, i) => {
    const from = Math.max(range.start, offset);
    const to = Math.min(range.end, offset + piece.length);
    if (from < to) out.push([i, from - offset, to - offset]);
    offset += piece.length;
  });
  return out;
}
