import { splitSentences, type Sentence } from "./sentences.ts";
import { coverage, termsOf } from "./terms.ts";
import type { EvidencePassage } from "./types.ts";

export interface Candidate {
  passage: EvidencePassage;
  /** The passage's place in retrieval order (0 = best). */
  rank: number;
  sentence: Sentence;
  terms: Set<string>;
  score: number;
}

/** Every sentence of the passages, scored by how much of the weighted query it covers. */
export function rankSentences(passages: EvidencePassage[], weights: Map<string, number>): Candidate[] {
  const out: Candidate[] = [];
  passages.forEach((passage, rank) => {
    // Retrieval order breaks ties: a sentence of the first passage beats an equal one further down.
    const prior = 0.05 * (1 - rank / passages.length);
    for (const sentence of splitSentences(passage.text)) {
      const terms = new Set(termsOf(sentence.text));
      const covered = coverage(terms, weights);
      if (covered === 0) continue;
      // Headings and fragments say little; very long sentences make poor quotes.
      const shape = sentence.text.length < 25 ? 0.6 : sentence.text.length > 300 ? 0.85 : 1;
      out.push({ passage, rank, sentence, terms, score: covered * shape + prior });
    }
  });
  return out.sort((a, b) => b.score - a.score);
}

/**
 * Greedy selection with coverage: each pick is the sentence adding the most query weight not yet
 * covered (plus half its own score, plus a bonus for a passage not quoted yet), so the answer spans
 * the parts of the question and the passages instead of repeating one. A sentence is eligible if it
 * is close to the best one or covers a part of the question nothing picked covers yet. The picks
 * come back in reading order: passages best first, sentences as they appear.
 */
export function pickSentences(ranked: Candidate[], weights: Map<string, number>, max: number): Candidate[] {
  const top = ranked[0]?.score ?? 0;
  const total = [...weights.values()].reduce((a, b) => a + b, 0) || 1;
  const pool = [...ranked];
  const covered = new Set<string>();
  const usedPassages = new Set<number>();
  const picked: Candidate[] = [];
  while (picked.length < max) {
    let bestIndex = -1;
    let bestGain = -Infinity;
    for (const [index, c] of pool.entries()) {
      let fresh = 0;
      for (const t of c.terms) if (!covered.has(t)) fresh += weights.get(t) ?? 0;
      if (c.score < top * 0.4 && fresh / total < 0.15) continue;
      const gain = fresh / total + 0.5 * c.score + (usedPassages.has(c.passage.n) ? 0 : 0.1);
      if (gain > bestGain) [bestGain, bestIndex] = [gain, index];
    }
    if (bestIndex < 0) break;
    const [choice] = pool.splice(bestIndex, 1);
    if (!choice || picked.some((p) => p.sentence.text === choice.sentence.text)) continue;
    picked.push(choice);
    usedPassages.add(choice.passage.n);
    for (const t of choice.terms) covered.add(t);
  }
  return picked.sort((a, b) => a.rank - b.rank || a.sentence.start - b.sentence.start);
}

/** The passage sentence closest to `about` (a claim or a question), or the first sentence when none overlaps. */
export function bestSentence(passage: EvidencePassage, about: string): Sentence | null {
  const sentences = splitSentences(passage.text);
  const aboutTerms = new Set(termsOf(about));
  const weights = new Map([...aboutTerms].map((t) => [t, 1]));
  let best: Sentence | null = sentences[0] ?? null;
  let bestScore = 0;
  for (const s of sentences) {
    const score = coverage(new Set(termsOf(s.text)), weights);
    if (score > bestScore) [best, bestScore] = [s, score];
  }
  return best;
}
