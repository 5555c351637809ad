import { detectLanguage, normalizeLang, type Lang } from "./languages.ts";
import { normalizeArabic, stemArabic } from "./stem-ar.ts";
import { stemEnglish } from "./stem-en.ts";
import { stemNeutral } from "./stem-neutral.ts";
import { stripKoreanParticle } from "./stem-ko.ts";
import { stemFrench, stemGerman, stemItalian, stemPortuguese, stemSpanish } from "./stem-light.ts";
import { anyLanguageStopwords, stopwords } from "./stopwords.ts";

// A token is a run of Chinese/Japanese script (segmented further by ICU), a decimal number, or a
// run of letters, marks and digits with inner apostrophes (elisions and possessives, split below).
const TOKEN = /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆]+)|(\p{N}+(?:[.,]\p{N}+)+)|([\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}\p{N}]+)*)/gu;
const APOSTROPHE = /['’]/;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const CJK_INSIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const CJK_RUN = /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆]+)/u;
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

function foldForIndex(word: string): string {
  if (!NON_ASCII.test(word)) return word;
  if (LATIN.test(word)) return word.normalize("NFD").replace(MARKS, "").normalize("NFC");
  if (ARABIC.test(word)) return normalizeArabic(word);
  return word;
}

/**
 * Normalised words of a text, in order, not stemmed: NFKC, lower case, accents folded for Latin
 * script, Arabic letter variants unified, Chinese and Japanese segmented into words by
 * `Intl.Segmenter`. `lang` only chooses the segmenter for Han characters (Japanese or Chinese).
 * `fold: false` leaves accents and Arabic letters as written, for words a reader is shown.
 * `splitScripts` cuts a run that goes on from Latin letters or digits into Chinese or Japanese
 * without a space ("x200吸尘器") into its words; the lexical index keeps such runs whole, because
 * its stored terms were made so and a query must meet them.
 */
export function segmentWords(text: string, lang?: Lang, { fold = true, splitScripts = false }: { fold?: boolean; splitScripts?: boolean } = {}): string[] {
  const out: string[] = [];
  const normalized = spellGreekLetters(text.normalize("NFKC").toLowerCase());
  const pushCjk = (cjk: string) => {
    const locale = lang === "ja" || KANA.test(cjk) ? "ja" : "zh";
    for (const seg of segmenter(locale).segment(cjk)) if (seg.isWordLike) out.push(seg.segment);
  };
  for (const m of normalized.matchAll(TOKEN)) {
    const [, cjk, number, word] = m;
    if (cjk) {
      pushCjk(cjk);
    } else if (number) {
      out.push(number.replace(",", "."));
    } else if (word) {
      if (splitScripts && CJK_INSIDE.test(word)) {
        for (const piece of word.split(CJK_RUN)) {
          if (CJK_INSIDE.test(piece)) pushCjk(piece);
          else if (piece) out.push(fold ? foldForIndex(piece) : piece);
        }
        continue;
      }
      if (!APOSTROPHE.test(word)) {
        out.push(fold ? foldForIndex(word) : word);
        continue;
      }
      const parts = word.split(APOSTROPHE);
      parts.forEach((part, i) => {
        const folded = foldForIndex(part);
        if (i < parts.length - 1 && ELIDED_BEFORE.has(folded)) return;
        if (i > 0 && ELIDED_AFTER.has(folded)) return;
        out.push(fold ? folded : part);
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

/** One letter or digit on its own ("a", "x", "2"): no content, whatever the language. */
const SINGLE_SYMBOL = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{N}]$/u;

/**
 * The words of a text that say what it is about: `segmentWords` less function words (of `lang`, or
 * of all ten languages when the text's language is not known) and lone letters or digits.
 */
export function contentWords(text: string, { lang, fold = true }: { lang?: Lang; fold?: boolean } = {}): string[] {
  const stop = lang ? stopwords(lang) : anyLanguageStopwords();
  return segmentWords(text, lang, { fold, splitScripts: true }).filter((word) => !SINGLE_SYMBOL.test(word) && !stop.has(fold ? word : foldForIndex(word)));
}

export interface TermOptions {
  /** The text's language; `stem: "language"` detects it from the text when absent. */
  lang?: Lang;
  /**
   * "language" (the default): the stemmer of `lang`, as the lexical index has it. "neutral": a
   * language-neutral stem, for comparing texts whose languages are not known to match (a question
   * and passages). "none": the normalised words.
   */
  stem?: "language" | "neutral" | "none";
  /** "drop": only `contentWords`; "keep" (the default): every word, for positions, phrases and IDF. */
  stopwords?: "keep" | "drop";
  /** Further words to leave out (folded), e.g. the words a question asks with. */
  without?: ReadonlySet<string>;
  /** Word -> stem, shared across calls over one document: real text repeats its words, and stemming is the hot part. */
  memo?: Map<string, string>;
}

/** Terms of a text for matching and ranking: the one tokeniser, with the options its callers need. */
export function terms(text: string, { lang, stem = "language", stopwords: stop = "keep", without, memo }: TermOptions = {}): string[] {
  const l = lang ?? (stem === "language" ? detectLanguage(text) : undefined);
  let words = stop === "drop" ? contentWords(text, { lang: l }) : segmentWords(text, l);
  if (without) words = words.filter((w) => !without.has(w));
  if (stem === "none") return words;
  if (stem === "neutral") return words.map(stemNeutral);
  return stemAll(words, l ?? "en", memo);
}
