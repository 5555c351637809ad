import { verifyQuote } from "../retrieval/index.ts";
import { answerTypeOf, yearsIn } from "./answer-type.ts";
import { pickSentences, rankSentences, type Ask, type Candidate } from "./best-sentences.ts";
import { LANGUAGE_TEXT } from "./languages.ts";
import { answerNotFound, type Searched } from "./not-found.ts";
import type { ScoredEvidence } from "./relevance.ts";
import { citationOf, type AnswerLanguage, type AnswerResult, type Citation } from "./types.ts";
import type { AnswerWriter } from "./ui-stream.ts";

/**
 * LOCAL refuses only when no passage holds even this share of the question's distinct terms:
 * nothing relevant was retrieved. Anything above is answered, and worded by how well it answers.
 */
export const LOCAL_MIN_OVERLAP = 0.15;
/** The quotes "answer" when one covers this share of the question's weight and one has the asked shape. */
const ANSWERS_COVERAGE = 0.5;

const words = new Intl.Segmenter(undefined, { granularity: "word" });

/**
 * The offline answerer: no model, no network. It quotes the best whole sentences or table rows of
 * the passages, chosen by what the question asks for (a date, a figure, a name…), each with its
 * own source number 1..k in order of use, after a lead-in in the requested language that says how
 * sure it is: "The document says" when the quotes answer the question, "The closest passages are"
 * when they only relate. Quotes stay in the document's language and are verified against their
 * unit before they are shown, so its citations are exact by construction. It refuses (saying what
 * it searched) only when nothing relevant was retrieved.
 */
export function localAnswer(ctx: {
  question: string;
  evidence: ScoredEvidence;
  language: AnswerLanguage;
  length: string | undefined;
  searched: Searched;
  writer: AnswerWriter;
}): AnswerResult {
  const { evidence, language, writer } = ctx;
  if (evidence.overlap < LOCAL_MIN_OVERLAP) return answerNotFound(writer, language, ctx.searched);

  const ask: Ask = { type: answerTypeOf(ctx.question), years: yearsIn(ctx.question) };
  const picks = pickSentences(rankSentences(evidence.passages, evidence.weights, ask), evidence.weights, sentenceCount(ctx.length, ask), ask)
    .map((c) => ({ c, checked: verifyQuote(c.passage.unitText, c.sentence.text) }))
    .filter(({ checked }) => checked.status !== "dropped");
  if (picks.length === 0) return answerNotFound(writer, language, ctx.searched);

  const t = LANGUAGE_TEXT[language];
  // Answered: the passages hold every word of the question, and the quotes cover it and have what
  // it asks for (one quote may name the subject and another hold the date or definition).
  const answers = evidence.unseen.length === 0 && picks.some(({ c }) => c.covered >= ANSWERS_COVERAGE) && picks.some(({ c }) => c.shaped);
  const documents = new Set(picks.map(({ c }) => c.passage.docId));
  const leadIn = !answers ? t.closest : documents.size > 1 ? t.saysMany : t.says;

  const citations: Citation[] = [];
  const lines = picks.map(({ c, checked }) => {
    const n = citations.length + 1;
    citations.push(citationOf(c.passage, n, checked.quote));
    return `- ${quoteLine(c, ask, t.open, t.close)} [${n}]${rowReading(c, ask)}`;
  });
  const text = `${leadIn}\n\n${lines.join("\n")}`;
  for (const delta of smallDeltas(text)) writer.text(delta);
  writer.citations(citations);
  writer.finish();
  return { text, citations, status: "complete" };
}

/** The quote as read; a table row asked for a figure comes after its column header. */
function quoteLine(c: Candidate, ask: Ask, open: string, close: string): string {
  const header = c.sentence.row?.header;
  const wantsFigure = ask.type === "figure" || ask.type === "comparison";
  if (header && wantsFigure && !pairs(c)) return `${open}${header.text.replace(/\s+/gu, " ")}${close} … ${open}${c.sentence.clean}${close}`;
  return `${open}${c.sentence.clean}${close}`;
}

/** A row whose figures line up with its header's columns, read cell by cell: " (2022: $394,328; 2021: …)". */
function rowReading(c: Candidate, ask: Ask): string {
  if (ask.type !== "figure" && ask.type !== "comparison") return "";
  const paired = pairs(c);
  return paired ? ` (${paired.join("; ")})` : "";
}

function pairs(c: Candidate): string[] | null {
  const cells = c.sentence.row?.header?.cells;
  const figures = rowFigures(c.sentence.clean);
  if (!cells || !figures) return null;
  // A header may name the label column too ("State / Territory  Permit  Handgun").
  const columns = cells.length === figures.length + 1 ? cells.slice(1) : cells;
  if (columns.length !== figures.length) return null;
  return columns.map((col, i) => `${col}: ${figures[i] ?? ""}`);
}

function rowFigures(clean: string): string[] | null {
  const cells = clean.split(/\s+/u).filter((cell) => !/^[$€£¥]$/u.test(cell));
  let first = cells.length;
  while (first > 0 && /\d|^[—–-]$/u.test(cells[first - 1] ?? "")) first--;
  const figures = cells.slice(first);
  return figures.length >= 2 ? figures : null;
}

function sentenceCount(length: string | undefined, ask: Ask): number {
  const l = (length ?? "").toLowerCase();
  const base = l.includes("short") || l.includes("brief") ? 2 : l.includes("long") || l.includes("detail") ? 4 : 3;
  return ask.type === "list" || ask.type === "comparison" ? base + 1 : base;
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
