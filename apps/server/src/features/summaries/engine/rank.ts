import type { Candidate } from "./read-units.ts";
import { termVectors } from "./term-vectors.ts";
import { addInto, cosineWithout, norm, type Vec } from "./vectors.ts";

const NUMBER_BONUS = 0.05;
const PARAGRAPH_LEAD_BONUS = 0.04;
// Terms in at most this many sentences are "rare": names, figures, dates.
const RARE_DF = 2;
const RARE_BONUS = 0.05;
const RARE_CAP = 3;
const RARE_MIN_SENTENCES = 20;
// Page lines without a sentence end are kept (a PDF of slides has nothing else) but rarely chosen.
const UNFINISHED_FACTOR = 0.5;

export interface Ranked {
  candidate: Candidate;
  /** Index of the part it belongs to. */
  part: number;
  /** Its weighted terms: what redundancy between statements is measured on. */
  vec: Vec;
  norm: number;
  /** The words a reader counts in it as a statement: what the length limit is spent in. */
  words: number;
  score: number;
}

/**
 * Scores every candidate: how central it is to its part and to the whole document (cosine to the
 * centroid, itself left out; the document alone when parts are mere paragraphs), plus small bonuses
 * for opening its unit or paragraph and for carrying numbers or rare terms (the stuff of facts), a
 * penalty for fragments, unfinished page lines and very long sentences, and a factor for the share
 * of the prompt it covers.
 */
export function rankCandidates(opts: {
  candidates: Candidate[];
  partOf: (candidateIndex: number) => number;
  partCount: number;
  /** Whether parts are topics of their own (chapters, runs of pages) rather than paragraphs cut only to spread the picks. */
  partTopics: boolean;
  promptTerms: string[];
}): Ranked[] {
  const { candidates, partOf, partCount } = opts;
  const topics = opts.partTopics && partCount > 1;
  const { ids, df, idf, vecs } = termVectors(candidates, partOf, partCount, opts.partTopics);

  const partCentroids = Array.from({ length: partCount }, (): Vec => new Map());
  const docCentroid: Vec = new Map();
  vecs.forEach((v, i) => {
    const centroid = partCentroids[partOf(i)];
    if (centroid) addInto(centroid, v.shared);
    addInto(docCentroid, v.shared);
  });
  const partNormSq = partCentroids.map((c) => norm(c) ** 2);
  const docNormSq = norm(docCentroid) ** 2;

  const promptIds = [...new Set(opts.promptTerms)].map((t) => ids.get(t)).filter((id) => id !== undefined);
  const promptTotal = promptIds.reduce((s, id) => s + (idf[id] ?? 0), 0);

  // In a few sentences centrality has little to go on (shared function words, mostly) and the
  // opening is the best single guess; with more sentences the evidence for centrality grows.
  const n = candidates.length;
  const openingWeight = 0.3 / (1 + n / 10);
  const centralityWeight = n / (n + 5);

  return candidates.map((candidate, i) => {
    const v = vecs[i] ?? { full: new Map(), fullNorm: 0, shared: new Map(), sharedNorm: 0 };
    const part = partOf(i);
    const global = cosineWithout(v.shared, v.sharedNorm, docCentroid, docNormSq);
    const local = topics ? cosineWithout(v.shared, v.sharedNorm, partCentroids[part] ?? new Map(), partNormSq[part] ?? 0) : global;
    let score = centralityWeight * (0.65 * local + 0.35 * global);
    score += candidate.lead === 0 ? 0.06 + openingWeight : candidate.lead === 1 ? 0.03 : 0;
    if (candidate.opensParagraph) score += PARAGRAPH_LEAD_BONUS;
    if (candidate.hasNumber) score += NUMBER_BONUS;
    if (n >= RARE_MIN_SENTENCES) {
      let rare = 0;
      for (const id of v.full.keys()) if ((df[id] ?? 0) <= RARE_DF) rare++;
      score += RARE_BONUS * Math.min(RARE_CAP, rare);
    }
    const terms = candidate.terms.length;
    score *= terms < 6 ? 0.6 : terms < 9 ? 0.85 : terms > 70 ? 0.8 : 1;
    if (candidate.unfinished) score *= UNFINISHED_FACTOR;
    if (promptTotal > 0) {
      const covered = promptIds.reduce((s, id) => s + (v.full.has(id) ? (idf[id] ?? 0) : 0), 0);
      score *= 1 + 2 * (covered / promptTotal);
    }
    return { candidate, part, vec: v.full, norm: v.fullNorm, words: candidate.words, score };
  });
}
