/**
 * Checks that a model's quote is a verbatim span of the cited unit, and repairs small slips.
 * - verified: found exactly once whitespace runs are collapsed and both sides NFKC-normalised
 *   (typographic quotes and dashes count as their plain forms);
 * - repaired: found when case and punctuation are ignored, or a span within a small edit distance
 *   exists (a changed word, a dropped comma, "colour" for "color"): the quote becomes that exact span;
 * - dropped: nothing close enough, e.g. a paraphrase or an invented sentence.
 * `start` and `end` are offsets into `unitText` (-1 when dropped), `quote` is unitText.slice(start, end).
 */
export interface QuoteCheck {
  status: "verified" | "repaired" | "dropped";
  quote: string;
  start: number;
  end: number;
}

const TYPOGRAPHIC: Record<string, string> = {
  "\u2018": "'", "\u2019": "'", "\u201A": "'", "\u201B": "'", "\u201C": '"', "\u201D": '"', "\u201E": '"', "\u00AB": '"', "\u00BB": '"',
  "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2013": "-", "\u2014": "-", "\u2212": "-", "\u00A0": " ", "\u2026": "...",
};

interface Mapped {
  text: string;
  /** For each character of `text`, the offset of the original character it came from. */
  from: number[];
  /** For each character of `text`, the offset just past that original character. */
  to: number[];
}

/** NFKC + typographic unification + whitespace collapse (or, `loose`, letters and digits only, lower case). */
function mapText(s: string, loose: boolean): Mapped {
  const out: Mapped = { text: "", from: [], to: [] };
  let pendingSpace = false;
  let i = 0;
  for (const ch of s) {
    const start = i;
    i += ch.length;
    let n = TYPOGRAPHIC[ch] ?? ch.normalize("NFKC");
    if (loose) n = n.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
    else if (/^\s+$/u.test(n)) {
      pendingSpace = out.text.length > 0;
      continue;
    }
    if (pendingSpace) {
      out.text += " ";
      out.from.push(start);
      out.to.push(start);
      pendingSpace = false;
    }
    for (const c of n) {
      out.text += c;
      out.from.push(start);
      out.to.push(i);
    }
  }
  return out;
}

function span(unitText: string, m: Mapped, at: number, length: number): { quote: string; start: number; end: number } {
  const start = m.from[at] ?? 0;
  const end = m.to[at + length - 1] ?? start;
  return { quote: unitText.slice(start, end), start, end };
}

export function verifyQuote(unitText: string, quote: string): QuoteCheck {
  const dropped: QuoteCheck = { status: "dropped", quote, start: -1, end: -1 };
  const q = mapText(quote, false).text.trim();
  if (!q) return dropped;
  const unit = mapText(unitText, false);
  const exact = unit.text.indexOf(q);
  if (exact >= 0) return { status: "verified", ...span(unitText, unit, exact, q.length) };

  const looseUnit = mapText(unitText, true);
  const looseQuote = mapText(quote, true).text;
  if (looseQuote.length < 8) return dropped;
  const loose = looseUnit.text.indexOf(looseQuote);
  if (loose >= 0) return { status: "repaired", ...span(unitText, looseUnit, loose, looseQuote.length) };

  const near = nearestSpanAnchored(looseUnit.text, looseQuote);
  if (!near || near.distance > Math.max(2, Math.floor(looseQuote.length * 0.15))) return dropped;
  const found = span(unitText, looseUnit, near.start, near.end - near.start);
  return { status: "repaired", ...widenToWords(unitText, found.start, found.end) };
}

// Above this many DP cells (a long chapter against a long quote) the search is limited to windows
// around places where a piece of the quote occurs exactly: a repairable quote has such pieces.
const FULL_SCAN_CELLS = 4_000_000;
const ANCHOR = 8;

function nearestSpanAnchored(text: string, pattern: string): { start: number; end: number; distance: number } | undefined {
  if (text.length * pattern.length <= FULL_SCAN_CELLS) return nearestSpan(text, pattern);
  const m = pattern.length;
  let best: { start: number; end: number; distance: number } | undefined;
  const anchors = [0, Math.floor((m - ANCHOR) / 2), m - ANCHOR];
  for (const at of anchors) {
    const piece = pattern.slice(at, at + ANCHOR);
    for (let pos = text.indexOf(piece), seen = 0; pos >= 0 && seen < 20; pos = text.indexOf(piece, pos + 1), seen++) {
      const from = Math.max(0, pos - at - Math.ceil(m * 0.2));
      const window = text.slice(from, Math.min(text.length, pos - at + m + Math.ceil(m * 0.2)));
      const near = nearestSpan(window, pattern);
      if (near && (!best || near.distance < best.distance)) best = { start: from + near.start, end: from + near.end, distance: near.distance };
    }
  }
  return best;
}

/**
 * Approximate substring match (Sellers' algorithm): the span of `text` with the least edit distance
 * to `pattern`, free to start anywhere. The start of the best alignment is carried along the DP.
 */
function nearestSpan(text: string, pattern: string): { start: number; end: number; distance: number } | undefined {
  const m = pattern.length;
  const n = text.length;
  if (!m || !n) return undefined;
  let prev = new Int32Array(m + 1);
  let prevStart = new Int32Array(m + 1);
  let cur = new Int32Array(m + 1);
  let curStart = new Int32Array(m + 1);
  for (let i = 0; i <= m; i++) prev[i] = i;
  let best = { start: 0, end: 0, distance: Infinity };
  for (let j = 1; j <= n; j++) {
    cur[0] = 0;
    curStart[0] = j;
    const tc = text.charCodeAt(j - 1);
    for (let i = 1; i <= m; i++) {
      const sub = (prev[i - 1] ?? 0) + (pattern.charCodeAt(i - 1) === tc ? 0 : 1);
      const del = (prev[i] ?? 0) + 1;
      const ins = (cur[i - 1] ?? 0) + 1;
      if (sub <= del && sub <= ins) {
        cur[i] = sub;
        curStart[i] = prevStart[i - 1] ?? 0;
      } else if (del <= ins) {
        cur[i] = del;
        curStart[i] = prevStart[i] ?? 0;
      } else {
        cur[i] = ins;
        curStart[i] = curStart[i - 1] ?? 0;
      }
    }
    const d = cur[m] ?? 0;
    if (d < best.distance) best = { start: curStart[m] ?? 0, end: j, distance: d };
    [prev, cur] = [cur, prev];
    [prevStart, curStart] = [curStart, prevStart];
  }
  return best;
}

function widenToWords(text: string, start: number, end: number): { quote: string; start: number; end: number } {
  const word = /[\p{L}\p{N}]/u;
  let s = start;
  let e = end;
  while (s > 0 && word.test(text[s - 1] ?? "")) s--;
  while (e < text.length && word.test(text[e] ?? "")) e++;
  return { quote: text.slice(s, e), start: s, end: e };
}
