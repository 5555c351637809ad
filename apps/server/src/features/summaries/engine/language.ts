/** The ten summary languages as lower-case ISO 639-1 codes. */
export const LANGS = ["en", "zh", "ja", "es", "de", "fr", "ko", "pt", "ar", "it"] as const;
export type Lang = (typeof LANGS)[number];

const KNOWN: ReadonlySet<string> = new Set(LANGS);

/** "EN", "en-US", "pt_BR" -> "en", "pt"; anything else is English, the product's default language. */
export function toLang(language: string | undefined): Lang {
  const code = (language ?? "").trim().slice(0, 2).toLowerCase();
  return KNOWN.has(code) ? (code as Lang) : "en";
}

const HAN = /\p{Script=Han}/gu;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const count = (re: RegExp, text: string) => text.match(re)?.length ?? 0;

/**
 * Whether a text is Chinese or Japanese, for the word segmenter: Japanese writes kana between its
 * kanji, Chinese (almost) none. Other scripts need no locale, so this is the only choice to make.
 */
export function hanLocale(sample: string): "ja" | "zh" {
  const kana = count(KANA, sample);
  return kana > 0 && kana * 10 >= count(HAN, sample) ? "ja" : "zh";
}

/** Characters of scripts written without spaces between words or sentences, their punctuation included. */
export const NO_SPACE_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff01-\uff5e]/u;
