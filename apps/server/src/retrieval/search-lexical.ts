import { accumulate, DEFAULT_BM25, topPositions, type Bm25Params } from "./bm25.ts";
import type { Hit } from "./hit.ts";
import { DEFAULT_PRF, expandQuery, type PrfParams } from "./prf.ts";
import { proximityBonus } from "./proximity.ts";
import { analyzeQuestion } from "./question.ts";
import { queryTerms, type QueryTerm } from "./query-terms.ts";
import { Scope, type ScopedIndex } from "./scope.ts";
import { candidateFeatures, type StageScores } from "./learned/features.ts";
import { LEARNED_MODEL, learnedRankingApplies, rerankLearned } from "./learned/rerank.ts";

export interface LexicalSearchOptions {
  topK: number;
  /** The query's language, when known; detected otherwise. */
  lang?: string;
  bm25?: Partial<Bm25Params>;
  /** Pseudo-relevance feedback; `false` turns it off. */
  prf?: Partial<PrfParams> | false;
  /** Weight of the term-proximity bonus; 0 turns it off. */
  proximity?: number;
  /** How many first-stage chunks the proximity bonus may reorder. */
  rerankDepth?: number;
  /**
   * Weight of the words of the statements or sections a question names as where to look (see
   * question.ts) relative to the ask's own words; 0 drops them. Instructions are stripped either way
   * unless `analyze` is false.
   */
  hintWeight?: number;
  /** Weight of the line items of a financial metric the question names; 0 drops them. */
  lineItemWeight?: number;
  /** Off only to measure what question analysis is worth: the query is searched as written. */
  analyze?: boolean;
  /** The learned re-ranking where it applies (learned/rerank.ts); `false` turns it off. */
  learned?: boolean;
}

export const DEFAULT_PROXIMITY = 1;
export const DEFAULT_HINT_WEIGHT = 1;
export const DEFAULT_LINE_ITEM_WEIGHT = 0.5;
const DEFAULT_RERANK_DEPTH = 200;

/**
 * BM25F over the chunks of every index in scope with pooled statistics, optional RM3 feedback,
 * a proximity re-ranking of the best candidates and, where it applies (learned/rerank.ts), the
 * learned re-ranking of the first 100. Only documents passed in can ever be returned: scoping is
 * the caller's list of indexes.
 */
export function searchLexical(indexes: ScopedIndex[], query: string, opts: LexicalSearchOptions): Hit[] {
  const scope = new Scope(indexes);
  if (scope.N === 0 || opts.topK <= 0) return [];
  const learned = opts.learned !== false && learnedRankingApplies(LEARNED_MODEL, scope, query, opts.lang);
  const first = firstStage(scope, query, opts, learned);
  if (!first) return [];
  const ranked = learned ? rerankLearned(LEARNED_MODEL, scope, first.terms, first.stage) : first.stage.ranked;
  return ranked.slice(0, opts.topK).map(({ pos, score }) => hitAt(scope, pos, score));
}

/**
 * The first stage's best candidates (as deep as the learned ranker re-ranks) with that ranker's
 * features, whether or not it would apply: what eval/ltr trains on, computed by the code that serves.
 */
export function learnedRankingFeatures(indexes: ScopedIndex[], query: string, opts: Omit<LexicalSearchOptions, "topK" | "learned">): { hit: Hit; features: number[] }[] {
  const scope = new Scope(indexes);
  const first = scope.N ? firstStage(scope, query, { ...opts, topK: LEARNED_MODEL.depth }, true) : undefined;
  if (!first) return [];
  const ranked = first.stage.ranked.slice(0, LEARNED_MODEL.depth);
  const rows = candidateFeatures(scope, first.terms, { ...first.stage, ranked });
  return ranked.map(({ pos, score }, k) => ({ hit: hitAt(scope, pos, score), features: rows[k] ?? [] }));
}

function hitAt(scope: Scope, g: number, score: number): Hit {
  const i = scope.owner(g);
  const { docId, index } = scope.indexes[i] as ScopedIndex;
  const c = g - (scope.bases[i] ?? 0);
  return { docId, chunkId: index.chunkId(c), unit: index.unit[c] ?? 0, ordinal: index.ordinal[c] ?? 0, score };
}

/** BM25F, feedback, proximity: the ranked candidates, and with `withParts` the scores before feedback and proximity too. */
function firstStage(scope: Scope, query: string, opts: LexicalSearchOptions, withParts: boolean): { terms: QueryTerm[]; stage: StageScores } | undefined {
  const params: Bm25Params = { ...DEFAULT_BM25, ...opts.bm25 };
  const terms = searchTerms(scope, query, opts);
  if (!terms.length) return undefined;

  let scores = new Float64Array(scope.N);
  let touched: number[] = [];
  accumulate(scope, terms, params, scores, touched);
  const plainScores = withParts ? scores.slice() : scores;
  const plainTouched = touched;

  const proximity = opts.proximity ?? DEFAULT_PROXIMITY;
  const depth = Math.max(opts.topK, opts.rerankDepth ?? DEFAULT_RERANK_DEPTH);
  // Proximity is measured on the query's own terms, with or without feedback.
  const rank = (s: Float64Array, t: number[]) => {
    const best = topPositions(s, t, depth);
    return proximity > 0 && terms.length > 1 ? rerankByProximity(scope, best, terms, params, s, proximity) : best;
  };

  let expanded = terms;
  if (opts.prf !== false) {
    const prf: PrfParams = { ...DEFAULT_PRF, ...opts.prf };
    const feedback = topPositions(scores, touched, prf.fbDocs);
    expanded = expandQuery(scope, terms, feedback, scores, prf);
    if (expanded !== terms) {
      scores = new Float64Array(scope.N);
      touched = [];
      accumulate(scope, expanded, params, scores, touched);
    }
  }
  const best = rank(scores, touched);
  const ranked = best.map((pos) => ({ pos, score: scores[pos] ?? 0 }));
  if (!withParts) return { terms, stage: { plain: new Map(), noFeedback: new Map(), ranked } };

  const plain = new Map(ranked.map(({ pos }) => [pos, plainScores[pos] ?? 0]));
  let noFeedback = new Map(ranked.map(({ pos, score }) => [pos, score]));
  if (expanded !== terms) {
    const own = plainScores.slice();
    rank(own, plainTouched);
    noFeedback = new Map(ranked.map(({ pos }) => [pos, own[pos] ?? 0]));
  }
  return { terms, stage: { plain, noFeedback, ranked } };
}

/** The ask's terms, then the hinted sections' heading words and the named metrics' line items at their weights (merged where they coincide). */
function searchTerms(scope: Scope, query: string, opts: LexicalSearchOptions): QueryTerm[] {
  if (opts.analyze === false) return queryTerms(scope, query, opts.lang);
  const { ask, hints, lineItems } = analyzeQuestion(query);
  const byKey = new Map(queryTerms(scope, ask, opts.lang).map((t) => [t.key, t]));
  const add = (words: string[], weight: number) => {
    if (!words.length || weight <= 0) return;
    for (const t of queryTerms(scope, words.join(" "), opts.lang)) {
      const existing = byKey.get(t.key);
      if (existing) existing.weight += weight * t.weight;
      else byKey.set(t.key, { ...t, weight: weight * t.weight });
    }
  };
  add(hints, opts.hintWeight ?? DEFAULT_HINT_WEIGHT);
  add(lineItems, opts.lineItemWeight ?? DEFAULT_LINE_ITEM_WEIGHT);
  return [...byKey.values()];
}

function rerankByProximity(scope: Scope, best: number[], terms: QueryTerm[], params: Bm25Params, scores: Float64Array, weight: number): number[] {
  const bonus = proximityBonus(scope, best, terms, params);
  best.forEach((g, k) => (scores[g] = (scores[g] ?? 0) + weight * (bonus[k] ?? 0)));
  return [...best].sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b);
}
