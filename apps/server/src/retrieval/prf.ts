import { idf } from "./bm25.ts";
import type { QueryTerm } from "./query-terms.ts";
import type { Scope } from "./scope.ts";
import { stemWord, stopwords, type Lang } from "../text/index.ts";

export interface PrfParams {
  /** Feedback chunks: the first pass's best. */
  fbDocs: number;
  /** Expansion terms kept. */
  fbTerms: number;
  /** Share of the final query that is the user's own words (RM3's interpolation). */
  originalWeight: number;
  /** Scopes smaller than this get no feedback: too few chunks to learn a vocabulary from. */
  minScopeChunks: number;
  /** An expansion term must occur in at least this many feedback chunks (the drift guard). */
  minFeedbackDocs: number;
  /** Terms in more than this share of the scope's chunks say nothing about the topic. */
  maxDfRatio: number;
  /**
   * Feedback runs only when the best first-pass chunk holds less than this share of the query's
   * IDF mass: a query that already found a chunk saying what it asks has no vocabulary gap to close,
   * and expanding it mostly pulls in that chunk's topical neighbours (drift).
   */
  maxCoverage: number;
}

export const DEFAULT_PRF: PrfParams = { fbDocs: 5, fbTerms: 5, originalWeight: 0.9, minScopeChunks: 30, minFeedbackDocs: 2, maxDfRatio: 0.1, maxCoverage: 0.7 };

const LATIN_OR_DIGITS = /^[\p{Script=Latin}\p{N}.]+$/u;
const DIGITS = /^[\p{N}.]+$/u;

const stopStems = new Map<string, ReadonlySet<string>>();
function stopStemsOf(lang: Lang, stemmed: boolean): ReadonlySet<string> {
  const key = `${lang}:${stemmed}`;
  let set = stopStems.get(key);
  if (!set) {
    set = new Set([...stopwords(lang)].map((w) => (stemmed ? stemWord(w, lang) : w)));
    stopStems.set(key, set);
  }
  return set;
}

/**
 * RM3-style pseudo-relevance feedback: a relevance model estimated from the first pass's best
 * chunks (term frequency in each, weighted by the chunk's share of the feedback scores, times IDF
 * so the topic's distinctive words win over its common ones), interpolated with the original
 * query. Guards against drift: a minimum scope size, terms must recur across feedback chunks,
 * stop words, numbers and very common terms are never added.
 */
export function expandQuery(scope: Scope, terms: QueryTerm[], feedback: number[], scores: Float64Array, p: PrfParams): QueryTerm[] {
  if (scope.N < p.minScopeChunks || feedback.length < p.minFeedbackDocs) return terms;
  if (coverage(scope, terms, feedback[0] ?? 0) >= p.maxCoverage) return terms;
  const total = feedback.reduce((s, g) => s + (scores[g] ?? 0), 0);
  if (total <= 0) return terms;

  // Per candidate term (keyed by text): relevance-model mass and in how many feedback chunks.
  const model = new Map<string, { mass: number; docs: number; localDf: number; localN: number; stop: boolean }>();
  for (const g of feedback) {
    const i = scope.owner(g);
    const entry = scope.indexes[i];
    if (!entry) continue;
    const { index } = entry;
    const chunk = g - (scope.bases[i] ?? 0);
    const ids = index.chunkTerms(chunk);
    if (!ids.length) continue;
    const tf = new Map<number, number>();
    for (const id of ids) tf.set(id, (tf.get(id) ?? 0) + 1);
    const docWeight = (scores[g] ?? 0) / total;
    const stops = stopStemsOf(index.lang, index.stemmed);
    for (const [id, n] of tf) {
      const text = index.term(id);
      let e = model.get(text);
      if (!e) {
        e = { mass: 0, docs: 0, localDf: index.termDf[id] ?? 0, localN: index.nChunks, stop: stops.has(text) };
        model.set(text, e);
      }
      e.mass += (docWeight * n) / ids.length;
      e.docs++;
    }
  }

  // Cheap filter on what the feedback chunks' own indexes know, then pooled statistics for the few left.
  const candidates = [...model]
    .filter(([text, e]) => !e.stop && e.docs >= p.minFeedbackDocs && !DIGITS.test(text) && !(LATIN_OR_DIGITS.test(text) && text.length < 2))
    .map(([text, e]) => ({ text, score: e.mass * idf(e.localN, e.localDf) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, p.fbTerms * 2);
  const expansions: QueryTerm[] = [];
  for (const c of candidates) {
    const { ids, df } = scope.resolve(() => c.text);
    if (df === 0 || df / scope.N > p.maxDfRatio) continue;
    const termIdf = idf(scope.N, df);
    const e = model.get(c.text);
    expansions.push({ key: c.text, weight: (e?.mass ?? 0) * termIdf, idf: termIdf, ids });
  }
  expansions.sort((a, b) => b.weight - a.weight);
  const kept = expansions.slice(0, p.fbTerms);
  const fbSum = kept.reduce((s, t) => s + t.weight, 0);
  if (fbSum <= 0) return terms;

  // RM3 interpolates two distributions; scaled here so the user's words keep the weights they had
  // in the first pass (a uniform factor, so the ranking is RM3's), which keeps the proximity bonus
  // on the same scale with or without feedback.
  const origSum = terms.reduce((s, t) => s + t.weight, 0);
  const fbScale = (origSum * (1 - p.originalWeight)) / p.originalWeight / fbSum;
  const merged = new Map<string, QueryTerm>();
  for (const t of terms) merged.set(t.key, { ...t });
  for (const t of kept) {
    const w = t.weight * fbScale;
    const existing = merged.get(t.key);
    if (existing) existing.weight += w;
    else merged.set(t.key, { ...t, weight: w });
  }
  return [...merged.values()];
}

/** Share of the query's IDF mass whose terms occur in the chunk at global position `g`. */
export function coverage(scope: Scope, terms: QueryTerm[], g: number): number {
  const i = scope.owner(g);
  const entry = scope.indexes[i];
  if (!entry) return 0;
  const present = new Set(entry.index.chunkTerms(g - (scope.bases[i] ?? 0)));
  let all = 0;
  let found = 0;
  for (const t of terms) {
    all += t.idf * t.weight;
    if (present.has(t.ids[i] ?? -1)) found += t.idf * t.weight;
  }
  return all > 0 ? found / all : 1;
}
