/** The ten chat languages, as lower-case ISO 639-1 codes (the analyzers key on these). */
export const LANGS = ["en", "zh", "ja", "es", "de", "fr", "ko", "pt", "ar", "it"] as const;
export type Lang = (typeof LANGS)[number];

const KNOWN: ReadonlySet<string> = new Set(LANGS);

/** "EN", "en-US", "pt_BR" -> "en", "pt"; anything else -> undefined (the caller then detects). */
export function normalizeLang(lang: string | undefined): Lang | undefined {
  if (!lang) return undefined;
  const code = lang.trim().slice(0, 2).toLowerCase();
  return KNOWN.has(code) ? (code as Lang) : undefined;
}

// Words frequent enough in running text of each Latin-script language to tell them apart on a few
// hundred characters; accents already folded. Overlaps (e.g. "a", "de") are left out on purpose.
const MARKERS: Record<"en" | "es" | "de" | "fr" | "pt" | "it", ReadonlySet<string>> = {
  en: new Set("the and of to is in that for with was are this from by be on which were have has not or it as an".split(" ")),
  es: new Set("el la los las y que del por para con una es se no al como mas pero sus le ya fue este entre".split(" ")),
  de: new Set("der die das und ist nicht ein eine zu den mit von sich des auf fur im dem auch es werden wird bei".split(" ")),
  fr: new Set("le la les et est des une du dans pour que qui sur pas par au avec ce il sont plus ou aux".split(" ")),
  pt: new Set("o os as e do da dos das um uma que em para com nao por mais no na foi ao sao como".split(" ")),
  it: new Set("il lo gli le e di che della del per non una un sono con nel alla anche dei delle piu ma".split(" ")),
};

const HAN = /\p{Script=Han}/gu;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const HANGUL = /\p{Script=Hangul}/gu;
const ARABIC = /\p{Script=Arabic}/gu;
const LATIN_WORD = /\p{Script=Latin}+/gu;

const count = (re: RegExp, text: string) => text.match(re)?.length ?? 0;

/** A best guess reads a long text's two ends (it runs per chunk and per query); a clear answer, given once per document, reads its opening at length. */
const GUESS_SAMPLE_END = 2000;
const CLEAR_SAMPLE = 30_000;
/** Below this many letters a text does not clearly show its language. */
const CLEAR_MIN_LETTERS = 40;
/** The winning script's share of the letters, and Latin's, for a clear answer. */
const CLEAR_SCRIPT_SHARE = 0.3;
const CLEAR_LATIN_SHARE = 0.5;
/** Real prose in these languages is a quarter function words or more; Latin or lorem ipsum only brushes a few. */
const CLEAR_MIN_MARKERS = 3;
const CLEAR_MARKER_SHARE = 0.08;

/**
 * The language a text is written in, among the ten: by script for Chinese, Japanese, Korean and
 * Arabic, by function-word counts among the Latin-script languages.
 * - "best guess" (the default, for analysers): always answers, English when nothing tells, which is
 *   also the stemmer applied to Latin words inside non-Latin documents, so query and index agree;
 * - "clear" (for a document's recorded language and its OCR model): null when the text is too short,
 *   mostly digits, or in none of the ten languages (lorem ipsum).
 */
export function detectLanguage(text: string): Lang;
export function detectLanguage(text: string, need: "best guess" | "clear"): Lang | null;
export function detectLanguage(text: string, need: "best guess" | "clear" = "best guess"): Lang | null {
  const clear = need === "clear";
  const sample = clear ? text.slice(0, CLEAR_SAMPLE) : text.length > 2 * GUESS_SAMPLE_END ? text.slice(0, GUESS_SAMPLE_END) + " " + text.slice(-GUESS_SAMPLE_END) : text;
  const kana = count(KANA, sample);
  const han = count(HAN, sample);
  const hangul = count(HANGUL, sample);
  const arabic = count(ARABIC, sample);
  const latinWords = sample.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "").match(LATIN_WORD) ?? [];
  const latinChars = latinWords.reduce((n, w) => n + w.length, 0);
  const letters = kana + han + hangul + arabic + latinChars;
  if (clear && letters < CLEAR_MIN_LETTERS) return null;
  const best = Math.max(kana + han, hangul, arabic, latinChars);
  if (best === 0 || best === latinChars) {
    if (clear && latinChars < letters * CLEAR_LATIN_SHARE) return null;
    return detectLatin(latinWords, clear);
  }
  if (clear && best <= letters * CLEAR_SCRIPT_SHARE) return null;
  if (best === hangul) return "ko";
  if (best === arabic) return "ar";
  return chineseOrJapanese(sample);
}

/**
 * Whether Han characters are written as Japanese or as Chinese, for the word segmenter: Japanese
 * writes kana between its kanji, Chinese (almost) none.
 */
export function chineseOrJapanese(text: string): "ja" | "zh" {
  const kana = count(KANA, text);
  return kana > 0 && kana * 10 >= count(HAN, text) ? "ja" : "zh";
}

function detectLatin(words: string[], clear: boolean): Lang | null {
  let best: Lang = "en";
  let bestHits = 0;
  for (const [lang, markers] of Object.entries(MARKERS) as [Lang, ReadonlySet<string>][]) {
    let hits = 0;
    for (const w of words) if (markers.has(w)) hits++;
    if (hits > bestHits) {
      best = lang;
      bestHits = hits;
    }
  }
  if (clear && (bestHits < CLEAR_MIN_MARKERS || bestHits < words.length * CLEAR_MARKER_SHARE)) return null;
  return best;
}

/** Characters of scripts written without spaces between words or sentences, their punctuation included. */
export const NO_SPACE_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff01-\uff5e]/u;
