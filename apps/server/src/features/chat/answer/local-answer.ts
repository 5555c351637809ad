import { verifyQuote } from "../../../retrieval/index.ts";
import { pickSentences, rankSentences } from "./best-sentences.ts";
import { LANGUAGE_TEXT } from "./languages.ts";
import { answerNotFound } from "./not-found.ts";
import type { ScoredEvidence } from "./relevance.ts";
import type { AnswerLanguage, AnswerResult, Citation } from "./types.ts";
import type { AnswerWriter } from "./ui-stream.ts";

/** LOCAL answers only when some passage holds at least half of the question's weighted terms. */
export const LOCAL_MIN_COVERAGE = 0.5;

const words = new Intl.Segmenter(undefined, { granularity: "word" });

/**
 * The offline answerer: no model, no network. It quotes the best 2 to 4 sentences of the passages
 * (IDF-weighted overlap with the question, spread across passages), each with its [n] marker, after
 * a lead-in in the requested language; the quotes stay in the document's language. Every quote is
 * verified against its unit before it is shown, so its citations are exact by construction.
 */
export function localAnswer(ctx: {
  evidence: ScoredEvidence;
  language: AnswerLanguage;
  length: string | undefined;
  writer: AnswerWriter;
}): AnswerResult {
  const { evidence, language, writer } = ctx;
  if (evidence.best < LOCAL_MIN_COVERAGE) return answerNotFound(writer, language);

  const picks = pickSentences(rankSentences(evidence.passages, evidence.weights), evidence.weights, sentenceCount(ctx.length))
    .map((c) => ({ c, checked: verifyQuote(c.passage.unitText, c.sentence.text) }))
    .filter(({ checked }) => checked.status !== "dropped");
  if (picks.length === 0) return answerNotFound(writer, language);

  const t = LANGUAGE_TEXT[language];
  const lines = picks.map(({ c }) => `- ${t.open}${c.sentence.text.replace(/\s+/g, " ")}${t.close} [${c.passage.n}]`);
  const text = `${t.leadIn}\n\n${lines.join("\n")}`;
  for (const delta of smallDeltas(text)) writer.text(delta);

  const citations: Citation[] = [];
  for (const { c, checked } of [...picks].sort((a, b) => a.c.passage.n - b.c.passage.n)) {
    if (citations.some((x) => x.n === c.passage.n)) continue;
    const p = c.passage;
    citations.push({ n: p.n, doc_id: p.docId, doc_name: p.docName, locator: p.locator, quote: checked.quote, verified: true });
  }
  writer.citations(citations);
  writer.finish();
  return { text, citations, status: "complete" };
}

function sentenceCount(length: string | undefined): number {
  const l = (length ?? "").toLowerCase();
  if (l.includes("short") || l.includes("brief")) return 2;
  if (l.includes("long") || l.includes("detail")) return 4;
  return 3;
}

/** Word-aligned pieces of about a dozen characters: the client renders text as it would a model's. */
export function smallDeltas(text: string): string[] {
  const out: string[] = [];
  let piece = "";
  for (const { segment } of words.segment(text)) {
    piece += segment;
    if (piece.length >= 12) {
      out.push(piece);
      piece = "";
    }
  }
  if (piece) out.push(piece);
  return out;
}
