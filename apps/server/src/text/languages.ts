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

/**
 * The language a text is most likely written in: by script for Chinese, Japanese, Korean and Arabic,
 * by function-word counts among the Latin-script languages. Falls back to English, which is also the
 * stemmer applied to Latin words inside non-Latin documents, so query and index agree.
 */
export function detectLanguage(text: string): Lang {
  const sample = text.length > 4000 ? text.slice(0, 2000) + " " + text.slice(-2000) : text;
  const kana = count(KANA, sample);
  const han = count(HAN, sample);
  const hangul = count(HANGUL, sample);
  const arabic = count(ARABIC, sample);
  const latinWords = sample.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "").match(LATIN_WORD) ?? [];
  const latinChars = latinWords.reduce((n, w) => n + w.length, 0);
  const best = Math.max(kana + han, hangul, arabic, latinChars);
  if (best === 0 || best === latinChars) return detectLatin(latinWords);
  if (best === hangul) return "ko";
  if (best === arabic) return "ar";
  // Japanese writes kana between its kanji; a Chinese text has (almost) none.
  return kana > 0 && kana * 10 >= han ? "ja" : "zh";
}

function detectLatin(words: string[]): Lang {
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
  return best;
}
