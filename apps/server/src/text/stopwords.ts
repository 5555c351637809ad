import type { Lang } from "./languages.ts";
import { normalizeArabic } from "./stem-ar.ts";

/**
 * Function and question words per language, accents folded. They stay in the index (positions and
 * exact phrases need them) but are dropped from a query that has other words, where they only add
 * noise and cost: a query's "what is the effect of" should not outvote its one rare term.
 * Kept short: BM25's IDF already discounts what every passage shares.
 */
const LISTS: Record<Lang, string> = {
  en: "a an the and or but if of to in on at by for from with about into over under as is are was were be been being am do does did doing have has had having it its this that these those there here what which who whom whose when where why how can could should would will shall may might must not no i you he she we they me him her us them my your his our their than then so such also just only very more most some any all each other both either about please tell explain describe",
  es: "el la los las un una unos unas y o pero si de del al a en por para con sin sobre como es son fue fueron ser estar esta este estos estas ese esa eso que cual cuales quien quienes cuando donde porque se su sus lo le les mi tu mas muy ya no hay",
  de: "der die das den dem des ein eine einer eines einem einen und oder aber wenn von zu im in an auf bei fur mit uber unter als ist sind war waren sein wird werden wurde hat haben hatte es er sie wir ihr ich du dieser diese dieses was welche welcher wer wie wo warum wann nicht kein keine auch nur sehr zum zur",
  fr: "le la les l un une des du de d et ou mais si a au aux en dans par pour avec sans sur sous comme est sont etait etre ce cette ces cet c que qu qui quoi quel quelle quels quelles quand comment pourquoi il elle ils elles nous vous je j tu on se s sa son ses leur leurs ne n pas plus tres aussi y",
  pt: "o a os as um uma uns umas e ou mas se de do da dos das ao em no na nos nas por para com sem sobre como sao foi foram ser estar esta este estes estas esse essa isso que qual quais quem quando onde porque seu sua seus suas mais muito nao",
  it: "il lo la l i gli le un uno una e o ma se di del della dei delle degli dell a al alla in nel nella nell per con senza su come sono era erano essere questo questa questi queste quello quella che quale quali chi quando dove perche cosa suo sua suoi sue piu molto non",
  zh: "的 了 是 在 和 与 或 吗 呢 吧 啊 什么 怎么 为什么 哪 哪些 这 那 这个 那个 有 也 就 都 请 及 其 之 于 而 被 把 对",
  ja: "の は が を に で と も か へ や から まで より です ます でした ですか だ な た て し 何 どう なぜ どこ この その あの これ それ あれ こと もの",
  ko: "은 는 이 가 을 를 에 의 와 과 도 무엇 어떻게 왜 어디 그 이것 그것 저 및 등",
  ar: "في من على الى إلى عن ما ماذا كيف لماذا هل هو هي هذا هذه ذلك تلك التي الذي الذين و او أو ثم قد لا ان أن إن كان كانت مع",
};

const SETS = new Map<Lang, ReadonlySet<string>>();

export function stopwords(lang: Lang): ReadonlySet<string> {
  let set = SETS.get(lang);
  if (!set) {
    // Arabic words are compared after the same normalisation the tokenizer applies.
    const words = LISTS[lang].split(" ");
    set = new Set(lang === "ar" ? words.map(normalizeArabic) : words);
    SETS.set(lang, set);
  }
  return set;
}

let ANY: ReadonlySet<string> | undefined;

/** The function words of all ten languages, for a text whose language is not known. */
export function anyLanguageStopwords(): ReadonlySet<string> {
  ANY ??= new Set((Object.keys(LISTS) as Lang[]).flatMap((lang) => [...stopwords(lang)]));
  return ANY;
}
