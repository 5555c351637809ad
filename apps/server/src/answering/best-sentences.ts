import { hasAnswerShape, type AnswerType } from "./answer-type.ts";
import { addressesTheModel } from "./injection.ts";
import { captionOf, layoutOf, passageSentences } from "./passage-sentences.ts";
import { splitSentences, type Sentence } from "../text/index.ts";
import { coverage, termsOf } from "./terms.ts";
import type { EvidencePassage } from "./types.ts";

/** What the question asks for: its type and the years it names. */
export interface Ask {
  type: AnswerType;
  years: string[];
}

export interface Candidate {
  passage: EvidencePassage;
  /** The passage's place in retrieval order (0 = best). */
  rank: number;
  sentence: Sentence;
  terms: Set<string>;
  /** Share of the question's weight the sentence covers (0..1). */
  covered: number;
  /** Whether it has what the question asks for: a date, a figure, a name… */
  shaped: boolean;
  score: number;
}

const SHAPE_BONUS = 0.25;
const DISTINCT_SHAPES = new Set<AnswerType>(["definition", "date", "name"]);
const YEAR_BONUS = 0.2;

/**
 * Every whole sentence (or table row) of the passages, scored by how much of the weighted question
 * it covers, with a bonus when it has the shape the question asks for (a date for "when", figures
 * for "how much") and when it names the years asked; a row is read with its column header.
 * Sentences that give the model orders (a prompt injection) are never candidates.
 */
export function rankSentences(passages: EvidencePassage[], weights: Map<string, number>, ask: Ask): Candidate[] {
  const out: Candidate[] = [];
  passages.forEach((passage, rank) => {
    // Retrieval order breaks ties: a sentence of the first passage beats an equal one further down.
    const prior = 0.05 * (1 - rank / passages.length);
    // A slide's bullets are about its title: they are read with it, and under a title naming what
    // a definition question asks about, they are its definition.
    const title = layoutOf(passage) === "lines" ? titleOf(passage) : "";
    const titleCovers = title !== "" && coverage(new Set(termsOf(title)), weights) > 0;
    // A table row is read under its page's heading too ("THE HOME DEPOT, INC. CONSOLIDATED
    // STATEMENTS OF CASH FLOWS"): that is where "the cash flow statement" of a question is named.
    const caption = captionOf(passage);
    for (const sentence of passageSentences(passage)) {
      if (sentence.columnHeader || addressesTheModel(sentence.clean)) continue;
      const header = sentence.row ? `${sentence.row.header?.text ?? ""} ${caption}` : "";
      const context = sentence.clean === title ? "" : title;
      const terms = new Set(termsOf(`${sentence.clean} ${header} ${context}`));
      const covered = coverage(terms, weights);
      if (covered === 0) continue;
      const underTitle = ask.type === "definition" && titleCovers && context !== "";
      const shaped = underTitle || hasAnswerShape(ask.type, sentence.clean, sentence.row !== undefined);
      const years = ask.years.filter((y) => sentence.clean.includes(y) || header.includes(y)).length;
      out.push({
        passage,
        rank,
        sentence,
        terms,
        covered,
        shaped,
        score: covered * form(sentence) + prior + (shaped && ask.type !== "other" ? SHAPE_BONUS : 0) + (ask.years.length ? (YEAR_BONUS * years) / ask.years.length : 0),
      });
    }
  });
  return out.sort((a, b) => b.score - a.score);
}

/** The first line of a slide's unit: its title. */
function titleOf(passage: EvidencePassage): string {
  return passage.unitText.trimStart().split("\n", 1)[0]?.trim() ?? "";
}

/** Headings and fragments say little, a sentence cut off from the page before reads badly, very long ones make poor quotes. */
function form(s: Sentence): number {
  if (s.row) return 1;
  if (s.clean.length < 25) return 0.6;
  if (/^\p{Ll}/u.test(s.clean)) return 0.7;
  return s.clean.length > 400 ? 0.85 : 1;
}

/**
 * Greedy selection with coverage: each pick is the sentence adding the most query weight not yet
 * covered (plus half its own score, plus a bonus for a passage not quoted yet, which a comparison
 * raises so it brings the two or three passages it compares), so the answer spans the parts of the
 * question and the passages instead of repeating one. A sentence is eligible if it is close to the
 * best one or covers a part of the question nothing picked covers yet. The picks come back by
 * passage, the one holding the best quote first, each passage's quotes best first.
 */
export function pickSentences(ranked: Candidate[], weights: Map<string, number>, max: number, ask: Ask): Candidate[] {
  const top = ranked[0]?.score ?? 0;
  const total = [...weights.values()].reduce((a, b) => a + b, 0) || 1;
  const newPassage = ask.type === "comparison" ? 0.3 : 0.1;
  const pool = [...ranked];
  const covered = new Set<string>();
  const yearsShown = new Set<string>();
  const usedPassages = new Set<number>();
  const picked: Candidate[] = [];
  while (picked.length < max) {
    let bestIndex = -1;
    let bestGain = -Infinity;
    for (const [index, c] of pool.entries()) {
      let fresh = 0;
      for (const t of c.terms) if (!covered.has(t)) fresh += weights.get(t) ?? 0;
      const newYear = ask.years.some((y) => !yearsShown.has(y) && c.sentence.clean.includes(y)) ? 0.15 : 0;
      // A sentence with a distinctive asked shape (a definition, a date, a name) stays eligible further below the best.
      const floor = c.shaped && DISTINCT_SHAPES.has(ask.type) ? 0.5 : 0.75;
      if (c.score < top * floor && fresh / total < 0.15 && newYear === 0) continue;
      const gain = fresh / total + 0.5 * c.score + (usedPassages.has(c.passage.n) ? 0 : newPassage) + newYear;
      if (gain > bestGain) [bestGain, bestIndex] = [gain, index];
    }
    if (bestIndex < 0) break;
    const [choice] = pool.splice(bestIndex, 1);
    if (!choice || picked.some((p) => p.sentence.clean === choice.sentence.clean)) continue;
    picked.push(choice);
    usedPassages.add(choice.passage.n);
    for (const t of choice.terms) covered.add(t);
    for (const y of ask.years) if (choice.sentence.clean.includes(y)) yearsShown.add(y);
  }
  // The passage holding the best quote comes first, so the answer leads with it.
  const bestOf = new Map<number, number>();
  for (const c of picked) bestOf.set(c.passage.n, Math.max(bestOf.get(c.passage.n) ?? 0, c.score));
  return picked.sort((a, b) => (bestOf.get(b.passage.n) ?? 0) - (bestOf.get(a.passage.n) ?? 0) || a.rank - b.rank || b.score - a.score);
}

/** The passage sentence closest to `about` (a claim or a question), or the first sentence when none overlaps. */
export function bestSentence(passage: EvidencePassage, about: string): Sentence | null {
  const sentences = splitSentences(passage.text, layoutOf(passage));
  const aboutTerms = new Set(termsOf(about));
  const weights = new Map([...aboutTerms].map((t) => [t, 1]));
  let best: Sentence | null = sentences[0] ?? null;
  let bestScore = 0;
  for (const s of sentences) {
    const score = coverage(new Set(termsOf(s.clean)), weights);
    if (score > bestScore) [best, bestScore] = [s, score];
  }
  return best;
}
