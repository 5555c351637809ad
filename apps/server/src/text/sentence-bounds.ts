const segmenter = new Intl.Segmenter(undefined, { granularity: "sentence" });

/**
 * Abbreviations as they are written, the first letter in either case ("Approx." opening a sentence,
 * "approx." inside one). A single letter counts only as a capital (an initial, "J. Doe"): a lower-case
 * one is mostly a variable ending a sentence ("typing k. The"), except German's spaced "z. B.".
 */
const EITHER_CASE =
  "z e.g i.e z.B d.h u.a etc vs nr vol fig figs eq eqs ref refs mr mrs ms mme dr prof inc corp ltd jr sr sra approx ca cf al sec p pp bzw usw vgl abb ggf dott cit ibid eds".split(" ");
/** Abbreviations that are also everyday words in lower case ("no.", "art."): only capitalised ("No. 152", "Art. 5"). */
const CAPITALISED = "No Nos Art Cap Op Ed Co Ing Sig St".split(" ");
const eitherCase = (word: string) => `[${word[0]?.toLowerCase()}${word[0]?.toUpperCase()}]${word.slice(1).replaceAll(".", "\\.")}`;

/**
 * Text ending on an abbreviation or an initial, which a full stop there does not end: "U.S.
 * Department", "No. 152", "Dr. Smith", "J. Doe", "z. B. ein", "e.g. the". ICU breaks after every
 * full stop followed by a capital; this joins such sentences back, and tells a wrapped line that
 * ends so from one that ends a sentence.
 */
export const ABBREVIATION = new RegExp(`(?:^|[\\s(‘“'"])(?:\\p{Lu}|\\p{Lu}\\.\\p{Lu}|${[...EITHER_CASE.map(eitherCase), ...CAPITALISED].join("|")})\\.\\s*$`, "u");

const STARTS_LOWER = /^\s*\p{Ll}/u;
/** Where a long sentence is best cut: after a clause ends. */
const CLAUSE_ENDS = ["; ", ", ", "；", "，", "、"];

/**
 * The sentences of a run of text (a paragraph, its lines already joined) as [start, end) offsets,
 * the one rule every reading of sentences uses: ICU's sentences, joined again where ICU broke after an
 * abbreviation or before a word in lower case; a sentence longer than `maxChars` is cut after a
 * clause (";", ",", "，", "、") or, failing that, at a space, so a quote or a statement never runs
 * to a whole page.
 */
export function sentenceBounds(text: string, maxChars: number): [number, number][] {
  const merged: [number, number][] = [];
  for (const s of segmenter.segment(text)) {
    const end = s.index + s.segment.length;
    const last = merged.at(-1);
    if (last && (STARTS_LOWER.test(s.segment) || ABBREVIATION.test(text.slice(last[0], last[1])))) last[1] = end;
    else merged.push([s.index, end]);
  }
  return merged.flatMap(([start, end]) => cutLong(text, start, end, maxChars));
}

function cutLong(text: string, start: number, end: number, maxChars: number): [number, number][] {
  const out: [number, number][] = [];
  let at = start;
  while (end - at > maxChars) {
    const window = text.slice(at, at + maxChars);
    const clause = Math.max(...CLAUSE_ENDS.map((mark) => window.lastIndexOf(mark))) + 1;
    const space = window.lastIndexOf(" ");
    const cut = clause > maxChars / 2 ? clause : space > maxChars / 2 ? space : maxChars;
    out.push([at, at + cut]);
    at += cut;
  }
  out.push([at, end]);
  return out;
}
