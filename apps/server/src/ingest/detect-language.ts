/**
 * The document's main language among the ten chat languages (ISO 639-1), from its script and,
 * for Latin text, its commonest short words. Good enough to pick an OCR model and an analyser;
 * null when the text is too short or in another language.
 */
const STOPWORDS: Record<string, string[]> = {
  en: ["the", "and", "of", "to", "is", "in", "that", "it", "with", "for", "was", "this", "are", "on", "be"],
  es: ["el", "la", "de", "que", "y", "en", "los", "las", "por", "con", "para", "una", "es", "del", "se"],
  de: ["der", "die", "und", "das", "ist", "nicht", "mit", "den", "ein", "eine", "zu", "auf", "sich", "dem", "von"],
  fr: ["le", "la", "les", "et", "des", "est", "une", "que", "pour", "dans", "qui", "pas", "sur", "du", "au"],
  pt: ["o", "a", "os", "as", "de", "que", "e", "do", "da", "em", "um", "uma", "para", "com", "não"],
  it: ["il", "di", "che", "e", "la", "per", "un", "una", "non", "sono", "della", "del", "con", "gli", "è"],
};
const SAMPLE_CHARS = 30_000;
const MIN_LETTERS = 40;

const LOOKUP = new Map<string, string[]>();
for (const [lang, words] of Object.entries(STOPWORDS)) {
  for (const w of words) LOOKUP.set(w, [...(LOOKUP.get(w) ?? []), lang]);
}

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

export function detectLanguage(text: string): string | null {
  const sample = text.length > SAMPLE_CHARS ? text.slice(0, SAMPLE_CHARS) : text;
  const kana = count(sample, /[\u3040-\u30ff]/g);
  const han = count(sample, /\p{Script=Han}/gu);
  const hangul = count(sample, /\p{Script=Hangul}/gu);
  const arabic = count(sample, /\p{Script=Arabic}/gu);
  const latin = count(sample, /\p{Script=Latin}/gu);
  const letters = kana + han + hangul + arabic + latin;
  if (letters < MIN_LETTERS) return null;
  if (hangul > letters * 0.3) return "ko";
  if (kana + han > letters * 0.3) return kana > (kana + han) * 0.05 ? "ja" : "zh";
  if (arabic > letters * 0.3) return "ar";
  if (latin < letters * 0.5) return null;

  const scores = new Map<string, number>();
  const words = sample.toLowerCase().match(/\p{L}+/gu) ?? [];
  for (const word of words) {
    for (const lang of LOOKUP.get(word) ?? []) scores.set(lang, (scores.get(lang) ?? 0) + 1);
  }
  const ranked = [...scores.entries()].sort((a, b) => b[1] - a[1]);
  const best = ranked[0];
  // Real prose in these languages is a quarter stopwords or more; Latin or lorem ipsum only brushes a few.
  if (!best || best[1] < 3 || best[1] < words.length * 0.08) return null;
  return best[0];
}

const TESSERACT_CODES: Record<string, string> = { en: "eng", zh: "chi_sim", ja: "jpn", es: "spa", de: "deu", fr: "fra", ko: "kor", pt: "por", ar: "ara", it: "ita" };

/** The tesseract model for a detected language (all ten are installed). */
export function tesseractCodeFor(language: string | null): string | null {
  return language ? (TESSERACT_CODES[language] ?? null) : null;
}
