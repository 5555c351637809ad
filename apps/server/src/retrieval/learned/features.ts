import { DEFAULT_BM25 } from "../bm25.ts";
import type { QueryTerm } from "../query-terms.ts";
import type { Scope } from "../scope.ts";

/** The features in the order the trees index them (eval/ltr writes them, the model file names them). */
export const FEATURE_NAMES = [
  "final", "logrank", "relscore", "bm25f", "prox", "prf", "bm25body", "bm25title", "share", "shareTitle",
  "countShare", "win15", "pairs", "logLen", "logTitleLen", "lmDir", "firstPos", "nTerms", "missMax", "rareShare",
] as const;

/** The first stage's scores of the candidates, by global chunk position, without and with its later steps. */
export interface StageScores {
  /** BM25F of the query's own terms (no feedback, no proximity). */
  plain: ReadonlyMap<number, number>;
  /** Plus the proximity bonus, without feedback. */
  noFeedback: ReadonlyMap<number, number>;
  /** The ranked candidates, best first, with their final scores. */
  ranked: { pos: number; score: number }[];
}

const WINDOW = 15;
const DIRICHLET_MU = 1000;

/**
 * The lexical features of each candidate chunk against the query's terms, from the index alone
 * (field lengths, term frequencies, the forward index's term order) and the first stage's scores.
 * The training script (eval/ltr) computes its features with this function, so what the model learnt
 * from and what it is given in the server cannot drift apart.
 */
export function candidateFeatures(scope: Scope, terms: QueryTerm[], stage: StageScores): number[][] {
  const { k1, b, titleB } = DEFAULT_BM25;
  const idfSum = terms.reduce((s, t) => s + t.idf, 0) || 1;
  const rare = [...terms].sort((x, y) => y.idf - x.idf).slice(0, 3);
  const avgLen = scope.avgBody + scope.avgTitle || 1;
  // The pooled chunk frequency, recovered from the pooled IDF, stands in for the collection frequency.
  const collectionP = terms.map((t) => Math.max(0.5, (scope.N + 1) * Math.exp(-t.idf) - 0.5) / (scope.N * avgLen));
  const top = stage.ranked[0]?.score || 1;

  return stage.ranked.map(({ pos, score }, rank) => {
    const i = scope.owner(pos);
    const { index } = scope.indexes[i] ?? { index: undefined };
    if (!index) return new Array<number>(FEATURE_NAMES.length).fill(0);
    const c = pos - (scope.bases[i] ?? 0);
    const body = index.chunkTerms(c);
    const bodyLen = index.bodyLen[c] ?? 0;
    const titleLen = index.titleLen[c] ?? 0;
    const K = k1 * (1 - b + (b * bodyLen) / (scope.avgBody || 1));
    const KT = k1 * (1 - titleB + (titleB * titleLen) / (scope.avgTitle || 1));
    const idOf = terms.map((t) => t.ids[i] ?? -1);
    const slot = new Map<number, number>();
    idOf.forEach((id, j) => id >= 0 && slot.set(id, j));

    const tfBody = new Float64Array(terms.length);
    const firstAt = new Float64Array(terms.length).fill(-1);
    body.forEach((id, p) => {
      const j = slot.get(id);
      if (j === undefined) return;
      tfBody[j] = (tfBody[j] ?? 0) + 1;
      if ((firstAt[j] ?? -1) < 0) firstAt[j] = p;
    });
    let bm25Body = 0, bm25Title = 0, share = 0, shareTitle = 0, count = 0, lm = 0, missMax = 0;
    terms.forEach((t, j) => {
      const tb = tfBody[j] ?? 0;
      const tt = (idOf[j] ?? -1) >= 0 ? index.titleTf(idOf[j] ?? -1, c) : 0;
      bm25Body += (t.idf * tb * (k1 + 1)) / (K + tb);
      bm25Title += (t.idf * tt * (k1 + 1)) / (KT + tt);
      if (tb + tt > 0) {
        share += t.idf;
        count++;
      } else missMax = Math.max(missMax, t.idf);
      if (tt > 0) shareTitle += t.idf;
      const p = collectionP[j] ?? 0;
      lm += Math.log((tb + tt + DIRICHLET_MU * p) / (bodyLen + titleLen + DIRICHLET_MU)) - Math.log(p);
    });
    const held = (t: QueryTerm) => terms.indexOf(t);
    const rareShare = rare.filter((t) => (tfBody[held(t)] ?? 0) > 0 || index.titleTf(idOf[held(t)] ?? -1, c) > 0).length / (rare.length || 1);
    let firstPos = 1;
    for (const t of rare) {
      const at = firstAt[held(t)] ?? -1;
      if (at >= 0) firstPos = Math.min(firstPos, at / (bodyLen || 1));
    }
    const plain = stage.plain.get(pos) ?? 0;
    const noFeedback = stage.noFeedback.get(pos) ?? 0;
    return [
      score, Math.log(rank + 2), score / top, plain, noFeedback - plain, score - noFeedback,
      bm25Body, bm25Title, share / idfSum, shareTitle / idfSum, count / (terms.length || 1),
      windowShare(body, slot, terms, idfSum), pairShare(body, idOf, terms),
      Math.log(1 + bodyLen), Math.log(1 + titleLen), lm, firstPos, terms.length, missMax, rareShare,
    ];
  });
}

/** The best WINDOW-term stretch of the body: the share of the query's IDF mass it holds. */
function windowShare(body: number[], slot: ReadonlyMap<number, number>, terms: QueryTerm[], idfSum: number): number {
  const inWindow = new Int32Array(terms.length);
  let mass = 0;
  let best = 0;
  body.forEach((id, p) => {
    const j = slot.get(id);
    if (j !== undefined && (inWindow[j] = (inWindow[j] ?? 0) + 1) === 1) mass += terms[j]?.idf ?? 0;
    const out = p >= WINDOW ? slot.get(body[p - WINDOW] ?? -1) : undefined;
    if (out !== undefined && (inWindow[out] = (inWindow[out] ?? 0) - 1) === 0) mass -= terms[out]?.idf ?? 0;
    best = Math.max(best, mass);
  });
  return best / idfSum;
}

/** The query's consecutive term pairs found next to each other (or one word apart) in the body, weighted by the rarer one's IDF. */
function pairShare(body: number[], idOf: number[], terms: QueryTerm[]): number {
  const near = new Set<string>();
  for (let p = 0; p + 1 < body.length; p++) {
    near.add(`${body[p]} ${body[p + 1]}`);
    if (p + 2 < body.length) near.add(`${body[p]} ${body[p + 2]}`);
  }
  let hit = 0;
  let all = 0;
  for (let j = 0; j + 1 < terms.length; j++) {
    const a = idOf[j] ?? -1;
    const b = idOf[j + 1] ?? -1;
    const w = Math.min(terms[j]?.idf ?? 0, terms[j + 1]?.idf ?? 0);
    all += w;
    if (a >= 0 && b >= 0 && (near.has(`${a} ${b}`) || near.has(`${b} ${a}`))) hit += w;
  }
  return all ? hit / all : 0;
}
