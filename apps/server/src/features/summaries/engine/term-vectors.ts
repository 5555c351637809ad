import type { Candidate } from "./read-units.ts";
import { norm, type Vec } from "./vectors.ts";

export interface TermVectors {
  /** Term -> id, for looking up a prompt's terms. */
  ids: Map<string, number>;
  /** In how many candidates each term id occurs. */
  df: number[];
  idf: number[];
  /** Per candidate: its weighted terms, and the same restricted to terms other sentences share. */
  vecs: { full: Vec; fullNorm: number; shared: Vec; sharedNorm: number }[];
}

/**
 * TF-IDF vectors of the candidates, over sentences. When parts are topics of their own (chapters,
 * runs of pages), a term's weight is raised the fewer parts it occurs in: a chapter's own vocabulary
 * counts for more than the book's refrain. The shared vector leaves out terms found in one sentence
 * only: they add to a sentence's length but never to its similarity with others.
 */
export function termVectors(candidates: Candidate[], partOf: (candidateIndex: number) => number, partCount: number, partTopics: boolean): TermVectors {
  const ids = new Map<string, number>();
  const df: number[] = [];
  const partsOf: Set<number>[] = [];
  const termIds = candidates.map((c, i) => {
    const own = c.terms.map((t) => {
      let id = ids.get(t);
      if (id === undefined) {
        ids.set(t, (id = df.length));
        df.push(0);
        partsOf.push(new Set());
      }
      return id;
    });
    for (const id of new Set(own)) {
      df[id] = (df[id] ?? 0) + 1;
      partsOf[id]?.add(partOf(i));
    }
    return own;
  });

  const n = candidates.length;
  const idf = df.map((d) => Math.log((n + 1) / (d + 0.5)));
  const topics = partTopics && partCount > 1;
  const weight = idf.map((w, id) => {
    const spread = topics ? Math.log(1 + partCount / (partsOf[id]?.size ?? 1)) / Math.log(1 + partCount) : 1;
    return Math.max(0, w) * (0.3 + 0.7 * spread);
  });

  const vecs = termIds.map((own) => {
    const tf = new Map<number, number>();
    for (const id of own) tf.set(id, (tf.get(id) ?? 0) + 1);
    const full: Vec = new Map();
    const shared: Vec = new Map();
    for (const [id, count] of tf) {
      const w = (1 + Math.log(count)) * (weight[id] ?? 0);
      full.set(id, w);
      if ((df[id] ?? 0) > 1) shared.set(id, w);
    }
    return { full, fullNorm: norm(full), shared, sharedNorm: norm(shared) };
  });
  return { ids, df, idf, vecs };
}
