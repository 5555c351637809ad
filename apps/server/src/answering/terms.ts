import { foldAccents } from "../text/index.ts";
import { STOPWORDS } from "./stopwords.ts";

const words = new Intl.Segmenter(undefined, { granularity: "word" });
const LATIN_LIKE = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\d]+$/u;
const HANGUL = /^\p{Script=Hangul}+$/u;
const POSSESSIVE = /['’]s$/u;
// The commonest Korean particles; a word like 문서에서 ("in the document") should match 문서.
const KOREAN_PARTICLE = /(에서|으로|에게|까지|부터|은|는|이|가|을|를|에|의|도|로|와|과)$/u;

/**
 * The content words of a text as written (lower-cased, NFKC): words from Intl.Segmenter
 * (dictionary-based for Chinese and Japanese) that are not function words.
 */
export function contentWords(text: string): string[] {
  const out: string[] = [];
  for (const s of words.segment(text.normalize("NFKC").toLowerCase())) {
    // "Pacific's" is "Pacific": a possessive must not hide the name.
    const word = s.segment.replace(POSSESSIVE, "");
    if (!s.isWordLike || STOPWORDS.has(foldAccents(word))) continue;
    if (LATIN_LIKE.test(word) && word.length < 2) continue;
    out.push(word);
  }
  return out;
}

/**
 * The terms overlap is measured on, in any of the ten languages: content words with accents folded;
 * Latin-script words lose a plural "s", an "-ed" or an "-ing" and a final "e", and are cut to six letters, a crude but
 * language-neutral stemmer (boils/boil, termination/terminate, casas/casa); Korean words lose a
 * trailing particle.
 */
export function termsOf(text: string): string[] {
  return contentWords(text).map((word) => {
    const folded = foldAccents(word);
    if (LATIN_LIKE.test(folded)) return latinStem(folded);
    if (HANGUL.test(folded) && folded.length > 2) return folded.replace(KOREAN_PARTICLE, "");
    return folded;
  });
}

function latinStem(word: string): string {
  let stem = word;
  if (stem.length > 5 && stem.endsWith("ing")) stem = stem.slice(0, -3);
  else if (stem.length > 4 && stem.endsWith("ed")) stem = stem.slice(0, -2);
  else if (stem.length > 3 && stem.endsWith("s") && !stem.endsWith("ss")) stem = stem.slice(0, -1);
  // A final "e" goes too, so tune, tuned, tunes and tuning meet.
  if (stem.length > 3 && stem.endsWith("e")) stem = stem.slice(0, -1);
  return stem.slice(0, 6);
}

/**
 * Inverse document frequency of each query term over the given texts (BM25's form, never negative).
 * A term no text contains weighs as one found once: it still counts against coverage, without
 * letting a single synonym the passages do not use outweigh everything they match.
 */
export function idfWeights(queryTerms: Iterable<string>, texts: Set<string>[]): Map<string, number> {
  const n = texts.length;
  const weights = new Map<string, number>();
  for (const term of queryTerms) {
    if (weights.has(term)) continue;
    const df = Math.max(1, texts.filter((t) => t.has(term)).length);
    weights.set(term, Math.log(1 + (n - df + 0.5) / (df + 0.5)));
  }
  return weights;
}

/** Share of the query's weight whose terms the text contains: 0 (none) to 1 (all). */
export function coverage(textTerms: Set<string>, weights: Map<string, number>): number {
  let total = 0;
  let hit = 0;
  for (const [term, w] of weights) {
    total += w;
    if (textTerms.has(term)) hit += w;
  }
  return total === 0 ? 0 : hit / total;
}
