import { normalizeArabic, stemArabic } from "./stem-ar.ts";
import { stripKoreanParticle } from "./stem-ko.ts";

const ALPHABETIC = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{N}]+$/u;
const ARABIC = /\p{Script=Arabic}/u;
const HANGUL = /^\p{Script=Hangul}+$/u;

/**
 * A language-neutral stem, for comparing texts that may not share a language (a question and the
 * passages found for it). Alphabetic words lose a plural "s", an "-ed" or an "-ing" and a final
 * "e", and are cut to six letters: crude, but it meets across languages (boils/boil,
 * termination/terminate, casas/casa). Arabic and Korean words, whose script names their language,
 * take their own light stemmers; Chinese and Japanese words are already minimal.
 */
export function stemNeutral(word: string): string {
  if (ALPHABETIC.test(word)) return prefixStem(word);
  if (ARABIC.test(word)) return stemArabic(normalizeArabic(word));
  if (HANGUL.test(word) && word.length > 2) return stripKoreanParticle(word);
  return word;
}

function prefixStem(word: string): string {
  let stem = word;
  if (stem.length > 5 && stem.endsWith("ing")) stem = stem.slice(0, -3);
  else if (stem.length > 4 && stem.endsWith("ed")) stem = stem.slice(0, -2);
  else if (stem.length > 3 && stem.endsWith("s") && !stem.endsWith("ss")) stem = stem.slice(0, -1);
  // A final "e" goes too, so tune, tuned, tunes and tuning meet.
  if (stem.length > 3 && stem.endsWith("e")) stem = stem.slice(0, -1);
  return stem.slice(0, 6);
}
