import { mulberry32 } from "../../apps/server/src/retrieval/testing/seeded-random.ts";
import type { BeirDataset } from "./beir.ts";

/**
 * A seeded generator of scientific-abstract-like collections in the BEIR layout, for tests, the
 * committed sample dataset and the benchmark (no public dataset can be fetched here). What it
 * models, because each is what a ranking component is for:
 * - Zipfian background vocabulary and real English function words (IDF, stop words, length);
 * - pseudo-words that inflect like English (-s, -ation, -ated, -ating, -ive), and claims that use
 *   another form than the abstract (stemming);
 * - topics whose abstracts share vocabulary, so a query's words also occur in wrong abstracts
 *   (hard negatives), some of them scattered rather than together (proximity);
 * - titles that restate the finding (field weighting), and sibling abstracts on the same finding
 *   that word it with the topic's other terms (feedback).
 * It is synthetic: figures on it show whether a component helps on text shaped like this, not
 * what it scores on a real benchmark.
 */
export interface SyntheticOptions {
  seed: number;
  docs: number;
  queries: number;
}

const FUNCTION_WORDS: [string, number][] = [
  ["the", 60], ["of", 35], ["and", 30], ["in", 25], ["to", 20], ["a", 20], ["with", 10], ["was", 9], ["is", 9],
  ["were", 8], ["for", 8], ["that", 8], ["by", 7], ["we", 6], ["this", 5], ["as", 5], ["on", 5], ["from", 5],
  ["these", 4], ["are", 4], ["be", 3], ["an", 3], ["which", 3], ["not", 3], ["or", 3], ["at", 3], ["between", 2],
  ["than", 2], ["after", 2], ["during", 2], ["both", 2], ["our", 2], ["its", 2], ["into", 1], ["but", 1],
];
const FORMS = ["", "", "", "s", "ation", "ated", "ating", "ive", "al", "ing"];
const ONSETS = ["b", "c", "d", "f", "g", "k", "l", "m", "n", "p", "r", "s", "t", "v", "tr", "pl", "st", "gr", "br", "ch", "th", "cr"];
const VOWELS = ["a", "e", "i", "o", "u", "a", "e", "o"];
const CODAS = ["", "", "n", "r", "l", "m", "s", "t", "nd", "rt", "x"];

function pseudoWord(rnd: () => number, syllables: number): string {
  let w = "";
  for (let s = 0; s < syllables; s++) {
    w += pick(rnd, ONSETS) + pick(rnd, VOWELS) + (s === syllables - 1 ? "" : pick(rnd, CODAS));
  }
  return w + pick(rnd, ["n", "r", "l", "m", "t", "d", "x", "p"]);
}

function pick<T>(rnd: () => number, list: readonly T[]): T {
  return list[Math.floor(rnd() * list.length)] as T;
}

function weightedPicker(rnd: () => number, weights: number[]): () => number {
  const cum: number[] = [];
  let sum = 0;
  for (const w of weights) cum.push((sum += w));
  return () => {
    const r = rnd() * sum;
    let lo = 0;
    let hi = cum.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((cum[mid] ?? 0) < r) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

interface Finding {
  /** The stems that state the finding, in order. */
  claim: string[];
  /** Topic stems its abstracts use around the claim. */
  topic: string[];
}

export function syntheticBeir(opts: SyntheticOptions): BeirDataset {
  const rnd = mulberry32(opts.seed);
  const seen = new Set<string>();
  const vocab: string[] = [];
  while (vocab.length < 6000) {
    const w = pseudoWord(rnd, 1 + Math.floor(rnd() * 3));
    if (!seen.has(w)) {
      seen.add(w);
      vocab.push(w);
    }
  }
  const background = weightedPicker(rnd, vocab.map((_, r) => 1 / (r + 1) ** 1.05));
  const functionWord = weightedPicker(rnd, FUNCTION_WORDS.map(([, f]) => f));
  const inflect = (stem: string) => stem + pick(rnd, FORMS);
  const fw = () => FUNCTION_WORDS[functionWord()]?.[0] ?? "the";

  const topicCount = Math.max(2, Math.round(opts.docs / 15));
  const topics = Array.from({ length: topicCount }, () => Array.from({ length: 25 }, () => vocab[300 + Math.floor(rnd() * 5000)] ?? "x"));

  // Findings: each has one to three abstracts (the relevant set of a claim about it).
  const findings: Finding[] = [];
  const docFinding: number[] = [];
  while (docFinding.length < opts.docs) {
    const topic = pick(rnd, topics);
    const entity = vocab[1200 + Math.floor(rnd() * 3000)] ?? "x";
    const claim = [entity, pick(rnd, topic), pick(rnd, topic), vocab[400 + Math.floor(rnd() * 2000)] ?? "x"];
    findings.push({ claim, topic });
    const copies = rnd() < 0.15 ? 2 : 1;
    for (let c = 0; c < copies && docFinding.length < opts.docs; c++) docFinding.push(findings.length - 1);
  }

  const sentence = (f: Finding, content: () => string) => {
    const n = 10 + Math.floor(rnd() * 14);
    const out: string[] = [];
    for (let i = 0; i < n; i++) out.push(rnd() < 0.42 ? fw() : content());
    return out;
  };

  const corpus = docFinding.map((fi, d) => {
    const f = findings[fi] as Finding;
    // A claim word sometimes appears in the abstract only through its topic's other words.
    const present = f.claim.filter((_, i) => i === 0 || rnd() < 0.8);
    const content = () => {
      const r = rnd();
      if (r < 0.3) return inflect(pick(rnd, f.topic));
      if (r < 0.36) return inflect(pick(rnd, present));
      return inflect(vocab[background()] ?? "x");
    };
    const words: string[] = [];
    const sentences = 5 + Math.floor(rnd() * 6);
    const claimAt = Math.floor(rnd() * sentences);
    for (let s = 0; s < sentences; s++) {
      const sent = sentence(f, content);
      if (s === claimAt && rnd() < 0.7) {
        const phrase = present.flatMap((w, i) => (i > 0 && rnd() < 0.4 ? [fw(), inflect(w)] : [inflect(w)]));
        sent.splice(Math.floor(rnd() * sent.length), 0, ...phrase);
      }
      words.push(...sent, ".");
    }
    const titleWords = sentence(f, () => (rnd() < 0.35 ? inflect(pick(rnd, present)) : content())).slice(0, 6 + Math.floor(rnd() * 8));
    return { id: `d${d}`, title: capitalize(titleWords.join(" ")), text: sentencesOf(words) };
  });

  // Hard negatives: abstracts of the same topic that mention another finding's words apart.
  const byTopic = new Map<string[], Finding[]>();
  for (const f of findings) byTopic.set(f.topic, [...(byTopic.get(f.topic) ?? []), f]);
  for (const doc of corpus) {
    if (rnd() > 0.6) continue;
    const other = pick(rnd, byTopic.get(findings[docFinding[Number(doc.id.slice(1))] ?? 0]?.topic ?? []) ?? findings);
    const parts = doc.text.split(" ");
    for (const w of other.claim.slice(1)) parts.splice(Math.floor(rnd() * parts.length), 0, inflect(w));
    doc.text = parts.join(" ");
  }

  const queries: BeirDataset["queries"] = [];
  const qrels: BeirDataset["qrels"] = new Map();
  const order = findings.map((_, i) => i).sort(() => rnd() - 0.5);
  for (const fi of order.slice(0, opts.queries)) {
    const f = findings[fi] as Finding;
    // Claims word the finding their own way: a word left out, or said with another topic word.
    const stated = f.claim.filter((_, i) => i === 0 || rnd() > 0.2).map((w, i) => (i > 0 && rnd() < 0.3 ? pick(rnd, f.topic) : w));
    const words = stated.flatMap((w) => (rnd() < 0.35 ? [fw(), inflect(w)] : [inflect(w)]));
    if (rnd() < 0.5) words.push(fw(), inflect(pick(rnd, f.topic)));
    const id = `q${queries.length}`;
    queries.push({ id, text: capitalize(words.join(" ")) + "." });
    const judged = new Map<string, number>();
    docFinding.forEach((g, d) => g === fi && judged.set(`d${d}`, 1));
    qrels.set(id, judged);
  }
  return { corpus, queries, qrels };
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function sentencesOf(words: string[]): string {
  let out = "";
  let start = true;
  for (const w of words) {
    if (w === ".") {
      out += ".";
      start = true;
      continue;
    }
    out += (out ? " " : "") + (start ? capitalize(w) : w);
    start = false;
  }
  return out;
}
