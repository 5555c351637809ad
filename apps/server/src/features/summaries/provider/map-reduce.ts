import type { ChatLanguage } from "@folio/contract";
import { CHARS_PER_TOKEN, estimateTokens, type HostedLanguageModel } from "../../../adapters/llm/index.ts";
import { createLimiter } from "../../../platform/concurrency.ts";
import { fenceDocuments, rewriteMarkers, type EvidencePassage, verifyCitations } from "../../../answering/index.ts";
import type { SourceUnit, SummaryFormat } from "../engine/index.ts";
import { summaryInstructions } from "./instructions.ts";
import { callSummaryModel } from "./model-call.ts";

/** Markers are one to three digits (answering/markers.ts): no call may number more passages. */
export const MAX_PASSAGES = 999;
/** Map calls running at once: a long book's parts are not read one after another, nor all at once. */
const MAP_CONCURRENCY = 3;
/** A part's summary is written to about this many words at least, whatever the final length... */
const MIN_PART_WORDS = 120;
/** ...unless the parts are so many that their summaries would not fit the reduce call: then down to this. */
const MIN_SQUEEZED_PART_WORDS = 40;
/** Conservative tokens per word of a model's summary. */
const TOKENS_PER_WORD = 1.5;

/** A run of a unit's text small enough for one call; a unit larger than a call is cut into several. */
export interface Piece {
  unit: SourceUnit;
  text: string;
}

/**
 * The units as consecutive parts that each fit a call's budget (in estimated tokens, labels
 * included) and number at most 999 passages. A unit larger than the budget is cut at whitespace
 * into pieces that fit, each verified against the whole unit later. One part: the text fits at once.
 */
export function partitionUnits(units: SourceUnit[], budget: number): Piece[][] {
  const parts: Piece[][] = [];
  let part: Piece[] = [];
  let used = 0;
  for (const unit of units) {
    if (unit.text.trim() === "") continue;
    for (const text of cutToBudget(unit.text, Math.max(1, budget - estimateTokens(unit.label)))) {
      const cost = estimateTokens(text) + estimateTokens(unit.label);
      if (part.length > 0 && (used + cost > budget || part.length >= MAX_PASSAGES)) {
        parts.push(part);
        part = [];
        used = 0;
      }
      part.push({ unit, text });
      used += cost;
    }
  }
  if (part.length > 0) parts.push(part);
  return parts;
}

/** A text as runs of at most `tokens` estimated tokens, cut at the last whitespace before the limit. */
function cutToBudget(text: string, tokens: number): string[] {
  if (estimateTokens(text) <= tokens) return [text];
  const out: string[] = [];
  let rest = text;
  while (rest !== "") {
    // Characters are at least one token each in the widest scripts, so this many always fit.
    let end = Math.min(rest.length, tokens);
    const wider = Math.min(rest.length, tokens * CHARS_PER_TOKEN);
    for (let e = wider; e > end; e = Math.floor((e + end) / 2)) {
      if (estimateTokens(rest.slice(0, e)) <= tokens) {
        end = e;
        break;
      }
    }
    if (end < rest.length) {
      const space = rest.lastIndexOf(" ", end);
      if (space > end / 2) end = space;
    }
    out.push(rest.slice(0, end));
    rest = rest.slice(end).trimStart();
  }
  return out;
}

/** Pieces numbered 1..k as passages; a quote is verified against the piece's whole unit. */
export function piecePassages(pieces: Piece[]): EvidencePassage[] {
  return pieces.map((p, i) => ({ n: i + 1, docId: "", docName: "", locator: { kind: p.unit.kind, unit: p.unit.unit, label: p.unit.label }, text: p.text, unitText: p.unit.text }));
}

export interface MapReduceInput {
  model: HostedLanguageModel;
  parts: Piece[][];
  /** Tokens one call's documents may take (the reduce call's part summaries and quotes too). */
  budget: number;
  format: SummaryFormat;
  maxWords: number;
  language: ChatLanguage;
  prompt: string | null;
  title: string;
  signal: AbortSignal;
  timeoutMs: number;
  onPartDone: (done: number, total: number) => void;
}

/** What the reduce call reads: passages holding the map stage's verified quotes, and the part summaries citing them. */
export interface ReduceRequest {
  passages: EvidencePassage[];
  content: string;
}

/**
 * Map: each part is summarised by one call, three at once (a bullet list to about its share of the words, at least
 * 120), its quotes verified on the units they name and invented ones dropped with their markers.
 * The reduce call then gets one passage per cited unit holding that unit's verified quotes (a quote
 * it copies is checked against the whole unit again), and the part summaries with their markers
 * renumbered to those passages, fenced as data.
 */
export async function mapParts(o: MapReduceInput): Promise<ReduceRequest> {
  // The reduce call must fit as well: the part summaries take at most half of a call's budget.
  const partWords = Math.min(
    Math.max(MIN_PART_WORDS, Math.ceil((2 * o.maxWords) / o.parts.length)),
    Math.max(MIN_SQUEEZED_PART_WORDS, Math.floor(o.budget / 2 / TOKENS_PER_WORD / o.parts.length)),
  );
  // A few parts at once; the first failure stops the others (their calls are aborted with it).
  const limit = createLimiter(MAP_CONCURRENCY);
  const failed = new AbortController();
  const signal = AbortSignal.any([o.signal, failed.signal]);
  let done = 0;
  const mapped = await Promise.all(
    o.parts.map((pieces, i) =>
      limit(async () => {
        const passages = piecePassages(pieces);
        const { visible, claims } = await callSummaryModel({
          model: o.model,
          instructions: summaryInstructions(o.format, partWords, o.language, o.prompt, { kind: "map", part: i + 1, parts: o.parts.length }),
          content: `${fenceDocuments(passages)}\n\nSummarise part ${i + 1} of "${o.title}" from these passages.`,
          signal,
          timeoutMs: o.timeoutMs,
        });
        o.onPartDone(++done, o.parts.length);
        return { pieces, verified: verifyCitations({ text: visible, question: o.prompt ?? o.title, passages, claims }) };
      }).catch((error: unknown) => {
        failed.abort(error);
        throw error;
      }),
    ),
  );
  const quotesByUnit = new Map<number, { unit: SourceUnit; quotes: string[] }>();
  const unitsOfParts = mapped.map(({ pieces, verified }) => {
    const unitOf = new Map<number, number>();
    for (const c of verified.citations) {
      const piece = pieces[c.n - 1];
      if (!piece) continue;
      unitOf.set(c.n, piece.unit.unit);
      const entry = quotesByUnit.get(piece.unit.unit) ?? { unit: piece.unit, quotes: [] };
      if (!entry.quotes.includes(c.quote)) entry.quotes.push(c.quote);
      quotesByUnit.set(piece.unit.unit, entry);
    }
    return { text: verified.text, units: unitOf };
  });
  const cited = quotesWithin([...quotesByUnit.values()].sort((a, b) => a.unit.unit - b.unit.unit), Math.floor(o.budget / 2));
  const passageOf = new Map(cited.map((c, i) => [c.unit.unit, i + 1]));
  const passages: EvidencePassage[] = cited.map((c, i) => ({
    n: i + 1,
    docId: "",
    docName: "",
    locator: { kind: c.unit.kind, unit: c.unit.unit, label: c.unit.label },
    text: c.quotes.join(" … "),
    unitText: c.unit.text,
  }));
  const summaries = unitsOfParts.map((m, i) => {
    const text = rewriteMarkers(m.text, (n) => {
      const unit = m.units.get(n);
      return unit === undefined ? undefined : passageOf.get(unit);
    });
    // Model-written text about document data: it is fenced as data and can open no tag.
    return `Part ${i + 1} of ${unitsOfParts.length}:\n${text.replace(/</gu, "‹")}`;
  });
  return {
    passages,
    content: `${fenceDocuments(passages)}\n\n<part-summaries>\n${summaries.join("\n\n")}\n</part-summaries>\n\nSummarise "${o.title}" from these part summaries.`,
  };
}

/**
 * The cited units' quotes the reduce call can read within `budget` tokens (and 999 passages): every
 * unit's first quote while they fit, else first quotes of units spread evenly over the document (so
 * no stretch of it loses all its sources); then further quotes, unit by unit, while they fit.
 */
export function quotesWithin<Q extends { unit: SourceUnit; quotes: string[] }>(cited: Q[], budget: number): Q[] {
  const cost = (unit: SourceUnit, quote: string) => estimateTokens(quote) + estimateTokens(unit.label) + 2;
  let chosen = cited;
  const firsts = () => chosen.reduce((n, c) => n + cost(c.unit, c.quotes[0] ?? ""), 0);
  if (chosen.length > MAX_PASSAGES || firsts() > budget) {
    const average = firsts() / Math.max(1, chosen.length);
    const room = Math.min(MAX_PASSAGES, Math.max(1, Math.floor(budget / Math.max(1, average))));
    const step = chosen.length / room;
    chosen = Array.from({ length: Math.min(room, chosen.length) }, (_, i) => chosen[Math.floor(i * step)]!);
    while (chosen.length > 1 && firsts() > budget) chosen = chosen.filter((_, i) => i % 2 === 0);
  }
  let used = firsts();
  return chosen.map((c) => {
    const quotes = c.quotes.slice(0, 1);
    for (const q of c.quotes.slice(1)) {
      if (used + cost(c.unit, q) > budget) break;
      used += cost(c.unit, q);
      quotes.push(q);
    }
    return { ...c, quotes };
  });
}
