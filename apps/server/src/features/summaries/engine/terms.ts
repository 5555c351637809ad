/**
 * Terms for ranking and matching: words normalised enough that "Results" meets "result", "l'été"
 * meets "été" and "الكتب" meets "كتب" (light stemming), with Chinese and Japanese cut into words by ICU. Function
 * words are kept: inverse document frequency weighs them down wherever terms are compared.
 */
const TOKEN = /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆]+)|(\p{N}+(?:[.,]\p{N}+)*)|([\p{L}\p{M}\p{N}]+)/gu;
const LATIN = /^[\p{Script=Latin}\p{N}]+$/u;
const ARABIC = /\p{Script=Arabic}/u;
const HANGUL = /\p{Script=Hangul}/u;
const LONE_KANA = /^[\p{Script=Hiragana}ー]$/u;
const MARKS = /\p{M}/gu;
const ARABIC_ARTICLE = /^(?:وال|بال|كال|فال|لل|ال)/u;
// Plural, dual and pronoun endings: "الصيادون" and "الصيادين" are both fishermen.
const ARABIC_SUFFIX = /(?:ون|ين|ات|ان|ها|هم|ه)$/u;
const KOREAN_PARTICLE = /(?:으로|에서|에게|까지|부터|은|는|이|가|을|를|에|의|와|과|도|로)$/u;

const segmenters = new Map<string, Intl.Segmenter>();
function wordSegmenter(locale: "ja" | "zh"): Intl.Segmenter {
  let s = segmenters.get(locale);
  if (!s) segmenters.set(locale, (s = new Intl.Segmenter(locale, { granularity: "word" })));
  return s;
}

function normaliseWord(word: string): string {
  if (LATIN.test(word)) {
    const folded = word.normalize("NFD").replace(MARKS, "");
    // A light plural fold shared by the Latin-script languages; both sides of a comparison get it.
    if (folded.length > 4 && folded.endsWith("ies")) return folded.slice(0, -3) + "y";
    if (folded.length > 3 && folded.endsWith("s") && !folded.endsWith("ss")) return folded.slice(0, -1);
    return folded;
  }
  if (ARABIC.test(word)) {
    const letters = word.replace(/[\u064B-\u065F\u0670\u0640]/gu, "").replace(/[أإآ]/gu, "ا").replace(/ة/gu, "ه").replace(/ى/gu, "ي");
    const bare = letters.replace(ARABIC_ARTICLE, "");
    const stem = bare.length >= 5 ? bare.replace(ARABIC_SUFFIX, "") : bare;
    return stem.length >= 3 ? stem : bare.length >= 3 ? bare : letters;
  }
  if (HANGUL.test(word) && word.length > 2) return word.replace(KOREAN_PARTICLE, "");
  return word;
}

export class TermReader {
  private readonly memo = new Map<string, string>();

  /** `han` chooses how Chinese characters are cut into words: as Japanese or as Chinese. */
  constructor(private readonly han: "ja" | "zh") {}

  terms(text: string): string[] {
    const out: string[] = [];
    for (const m of text.normalize("NFKC").toLowerCase().matchAll(TOKEN)) {
      const [, cjk, number, word] = m;
      if (cjk) {
        for (const seg of wordSegmenter(this.han).segment(cjk)) {
          if (seg.isWordLike && !LONE_KANA.test(seg.segment)) out.push(seg.segment);
        }
      } else if (number) {
        out.push(number.replace(",", "."));
      } else if (word) {
        let t = this.memo.get(word);
        if (t === undefined) this.memo.set(word, (t = normaliseWord(word)));
        out.push(t);
      }
    }
    return out;
  }
}
