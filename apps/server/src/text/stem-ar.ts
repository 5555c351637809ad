/**
 * Arabic normalisation and light stemming, after Lucene's ArabicNormalizer and ArabicStemmer
 * (Larkey's light10): spelling variants of alef, ya and ta marbuta are unified, diacritics and
 * tatweel removed, then the article and common prefixes and the frequent suffixes stripped.
 */

const TASHKEEL = /[\u064B-\u065F\u0670\u0640]/g; // harakat, superscript alef, tatweel
const ALEF_VARIANTS = /[\u0622\u0623\u0625\u0671]/g; // آ أ إ ٱ
const DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

export function normalizeArabic(word: string): string {
  return word
    .replace(TASHKEEL, "")
    .replace(ALEF_VARIANTS, "\u0627")
    .replace(/\u0649/g, "\u064A") // ى -> ي
    .replace(/\u0629/g, "\u0647") // ة -> ه
    .replace(DIGITS, (d) => String((d.charCodeAt(0) & 0x0f) % 10));
}

const PREFIXES = ["\u0648\u0627\u0644", "\u0628\u0627\u0644", "\u0643\u0627\u0644", "\u0641\u0627\u0644", "\u0627\u0644", "\u0644\u0644"]; // وال بال كال فال ال لل
const WAW = "\u0648"; // و
const SUFFIXES = ["\u0647\u0627", "\u0627\u0646", "\u0627\u062A", "\u0648\u0646", "\u064A\u0646", "\u064A\u0647", "\u0647", "\u064A"]; // ها ان ات ون ين يه ه ي

/** Expects a normalised word. */
export function stemArabic(word: string): string {
  let w = word;
  for (const p of PREFIXES) {
    if (w.startsWith(p) && w.length >= p.length + 2) {
      w = w.slice(p.length);
      break;
    }
  }
  if (w === word && w.startsWith(WAW) && w.length > 3) w = w.slice(1);
  for (const s of SUFFIXES) {
    if (w.endsWith(s) && w.length >= s.length + 2) w = w.slice(0, -s.length);
  }
  return w;
}
