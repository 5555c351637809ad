import { detectLanguage, isStopword, normalizeLang, segmentWords, stemWord, type Lang } from "../text/index.ts";
import type { Scope } from "./scope.ts";
import { idf, type ScopedTerm } from "./bm25.ts";

export interface QueryTerm extends ScopedTerm {
  /** The term as the first index's analyzer writes it (feedback terms are merged on it). */
  key: string;
}

/** The language most of the scope is written in (ties: the first seen). */
export function majorityLang(scope: Scope): Lang | undefined {
  let best: { lang: Lang; chunks: number } | undefined;
  for (const a of scope.analyzers) if (!best || a.chunks > best.chunks) best = a;
  return best?.lang;
}

/**
 * The query's terms, resolved over the scope. Words are stemmed per index with that index's own
 * language, so a query word meets the documents' terms however the query's language was guessed;
 * IDF is pooled over the scope. Stop words are dropped unless the query is made of nothing else.
 * A word the query repeats counts once: a claim restating its subject ("endoplasmic reticulum stress
 * in response to ... endoplasmic reticulum stress markers") is not asking for it twice (SciFact's
 * train claims: nDCG@10 0.6982 -> 0.7028, long-document questions unchanged; docs/retrieval.md).
 */
export function queryTerms(scope: Scope, query: string, lang?: string): QueryTerm[] {
  const docLang = majorityLang(scope) ?? "en";
  const given = normalizeLang(lang);
  const detected = given ?? detectLanguage(query);
  // A Han-only query is Chinese or Japanese only by context: segment it as the documents are.
  const segLang = given ?? (detected === "zh" && docLang === "ja" ? "ja" : detected);
  const words = segmentWords(query, segLang);
  const content = words.filter((w) => !isStopword(w, detected) && !isStopword(w, docLang));
  const kept = content.length ? content : words;

  const stemFor = (word: string, a: { lang: Lang; stemmed: boolean }) => (a.stemmed ? stemWord(word, a.lang) : word);
  const wordOf = new Map<string, string>();
  for (const w of kept) {
    const key = stemWord(w, docLang);
    if (!wordOf.has(key)) wordOf.set(key, w);
  }
  const out: QueryTerm[] = [];
  for (const [key, word] of wordOf) {
    const { ids, df } = scope.resolve((a) => stemFor(word, a));
    if (df > 0) out.push({ key, weight: 1, idf: idf(scope.N, df), ids });
  }
  return out;
}
