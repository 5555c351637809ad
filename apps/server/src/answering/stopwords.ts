import { foldAccents } from "../text/index.ts";

/**
 * Function and question words of the ten chat languages, which say nothing about what a passage is
 * about. Kept short on purpose: the IDF weighting already discounts words every passage shares.
 */
const LISTS = [
  // English
  "a an the and or but if of to in on at by for from with about into over under as is are was were be been being am do does did doing have has had having it its this that these those there here what which who whom whose when where why how can could should would will shall may might must not no yes i you he she we they me him her us them my your his our their mine yours than then so such also just only very more most some any all each other both either neither about please tell explain describe say says said document documents text file give response relying rely details shown based answer following question provide",
  // Spanish
  "el la los las un una unos unas y o pero si de del al a en por para con sin sobre como es son fue fueron ser estar esta este estos estas ese esa eso que cual cuales quien quienes cuando donde porque por que como se su sus lo le les mi tu mas muy ya no",
  // German
  "der die das den dem des ein eine einer eines einem einen und oder aber wenn von zu im in an auf bei fur mit uber unter als ist sind war waren sein wird werden wurde hat haben hatte es er sie wir ihr ich du dieser diese dieses jener was welche welcher wer wie wo warum wann nicht kein keine auch nur sehr",
  // French
  "le la les un une des du de et ou mais si a au aux en dans par pour avec sans sur sous comme est sont etait etre ce cette ces cet que qui quoi quel quelle quels quelles ou quand comment pourquoi il elle ils elles nous vous je tu on se sa son ses leur leurs ne pas plus tres aussi",
  // Portuguese
  "o a os as um uma uns umas e ou mas se de do da dos das ao em no na nos nas por para com sem sobre como e sao foi foram ser estar esta este estes estas esse essa isso que qual quais quem quando onde porque seu sua seus suas mais muito nao",
  // Italian
  "il lo la i gli le un uno una e o ma se di del della dei delle a al alla in nel nella per con senza su come e sono era erano essere questo questa questi queste quello quella che quale quali chi quando dove perche cosa suo sua suoi sue piu molto non",
  // Chinese, Japanese, Korean, Arabic: particles and question words Intl.Segmenter returns as words
  "的 了 是 在 和 与 或 吗 呢 什么 怎么 为什么 哪 哪些 这 那 这个 那个 有 也 就 都 请 文档 の は が を に で と も か です ます ですか 何 どう なぜ どこ この その あの これ それ 은 는 이 가 을 를 에 의 무엇 어떻게 왜 어디 그 이것 그것 في من على إلى عن ما ماذا كيف لماذا هل هو هي هذا هذه ذلك التي الذي و أو",
];

export const STOPWORDS: ReadonlySet<string> = new Set(
  LISTS.flatMap((list) => list.split(/\s+/)).map(foldAccents),
);
