import { detectLanguage, normalizeLang, type Lang } from "./languages.ts";
import { normalizeArabic, stemArabic } from "./stem-ar.ts";
import { stemEnglish } from "./stem-en.ts";
import { stripKoreanParticle } from "./stem-ko.ts";
import { stemFrench, stemGerman, stemItalian, stemPortuguese, stemSpanish } from "./stem-light.ts";
import { stopwords } from "./stopwords.ts";

// A token is a run of Chinese/Japanese script (segmented further by ICU), a decimal number, or a
// run of letters, marks and digits with inner apostrophes (elisions and possessives, split below).
const TOKEN = /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆]+)|(\p{N}+(?:[.,]\p{N}+)+)|([\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}\p{N}]+)*)/gu;
const APOSTROPHE = /['’]/;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const NON_ASCII = /[\u0080-\uffff]/;
const LATIN = /\p{Script=Latin}/u;
const ARABIC = /\p{Script=Arabic}/u;
const HANGUL = /\p{Script=Hangul}/u;
const MARKS = /\p{M}/gu;
const ASCII_OR_LATIN = /^[\p{Script=Latin}\p{N}]+$/u;

// French and Italian elided articles and pronouns before an apostrophe ("l'eau", "dell'acqua"),
// and English contractions and possessives after it ("it's", "don't").
const ELIDED_BEFORE = new Set("l d j m n s t c qu jusqu lorsqu puisqu quoiqu dell dall nell sull all coll quell quest un nessun".split(" "));
const ELIDED_AFTER = new Set("s t ll re ve d m".split(" "));

// A Greek letter on its own in Latin-script text is a symbol scientists also spell out: "IFN-γ" is
// "IFN-gamma", "TNFα" is "TNF-alpha", "β-catenin" is "beta-catenin". Mu is left alone: "μg", "μm".
const GREEK_NAMES: Record<string, string> = {
  α: "alpha", β: "beta", γ: "gamma", δ: "delta", ε: "epsilon", ζ: "zeta", η: "eta", θ: "theta", ι: "iota", κ: "kappa", λ: "lambda",
  ν: "nu", ξ: "xi", ο: "omicron", π: "pi", ρ: "rho", σ: "sigma", ς: "sigma", τ: "tau", υ: "upsilon", φ: "phi", χ: "chi", ψ: "psi", ω: "omega",
};
const LONE_GREEK_LETTER = /(?<!\p{Script=Greek})[αβγδεζηθικλνξοπρσςτυφχψω](?!\p{Script=Greek})/gu;

/** Lone Greek letters spelled out, as separate words. */
export function spellGreekLetters(text: string): string {
  return text.replace(LONE_GREEK_LETTER, (letter) => ` ${GREEK_NAMES[letter] ?? letter} `);
}

const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(locale: string): Intl.Segmenter {
  let s = segmenters.get(locale);
  if (!s) {
    s = new Intl.Segmenter(locale, { granularity: "word" });
    segmenters.set(locale, s);
  }
  return s;
}

function foldWord(word: string): string {
  if (!NON_ASCII.test(word)) return word;
  if (LATIN.test(word)) return word.normalize("NFD").replace(MARKS, "").normalize("NFC");
  if (ARABIC.test(word)) return normalizeArabic(word);
  return word;
}

/**
 * Normalised words of a text, in order, not stemmed: NFKC, lower case, accents folded for Latin
 * script, Arabic letter variants unified, Chinese and Japanese segmented into words by
 * `Intl.Segmenter`. `lang` only chooses the segmenter for Han characters (Japanese or Chinese).
 */
export function segmentWords(text: string, lang?: Lang): string[] {
  const out: string[] = [];
  const normalized = spellGreekLetters(text.normalize("NFKC").toLowerCase());
  for (const m of normalized.matchAll(TOKEN)) {
    const [, cjk, number, word] = m;
    if (cjk) {
      const locale = lang === "ja" || KANA.test(cjk) ? "ja" : "zh";
      for (const seg of segmenter(locale).segment(cjk)) if (seg.isWordLike) out.push(seg.segment);
    } else if (number) {
      out.push(number.replace(",", "."));
    } else if (word) {
      if (!APOSTROPHE.test(word)) {
        out.push(foldWord(word));
        continue;
      }
      const parts = word.split(APOSTROPHE);
      parts.forEach((part, i) => {
        const folded = foldWord(part);
        if (i < parts.length - 1 && ELIDED_BEFORE.has(folded)) return;
        if (i > 0 && ELIDED_AFTER.has(folded)) return;
        out.push(folded);
      });
    }
  }
  return out;
}

const LATIN_STEMMERS: Partial<Record<Lang, (w: string) => string>> = {
  en: stemEnglish, fr: stemFrench, es: stemSpanish, pt: stemPortuguese, it: stemItalian, de: stemGerman,
};

/**
 * The index term for a normalised word. The stemmer follows the word's script: Latin words take the
 * stemmer of `lang` (English inside Chinese, Japanese, Korean or Arabic text), Arabic words the Arabic
 * light stemmer, Korean words lose their particles; Chinese and Japanese words are already minimal.
 */
export function stemWord(word: string, lang: Lang): string {
  if (ASCII_OR_LATIN.test(word)) return (LATIN_STEMMERS[lang] ?? stemEnglish)(word);
  if (ARABIC.test(word)) return stemArabic(word);
  if (HANGUL.test(word)) return stripKoreanParticle(word);
  return word;
}

export function isStopword(word: string, lang: Lang): boolean {
  return stopwords(lang).has(word);
}

/** Words -> terms with a per-call memo: real text repeats its words, and stemming is the hot part. */
export function stemAll(words: string[], lang: Lang, memo = new Map<string, string>()): string[] {
  return words.map((w) => {
    let t = memo.get(w);
    if (t === undefined) {
      t = stemWord(w, lang);
      memo.set(w, t);
    }
    return t;
  });
}

/** Index terms of a text in one of the ten languages (detected from the text when `lang` is absent). */
export function tokenize(text: string, lang?: string): string[] {
  const l = normalizeLang(lang) ?? detectLanguage(text);
  return stemAll(segmentWords(text, l), l);
}
