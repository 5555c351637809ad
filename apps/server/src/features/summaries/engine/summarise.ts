import { budgetFor, coverParts } from "./budget.ts";
import { composeResult, type DraftSection } from "./compose.ts";
import { countWords, normalizeLang, terms, type Lang } from "../../../text/index.ts";
import { selectPaper } from "./paper-select.ts";
import { makeParts, makeSegments, type Part } from "./parts.ts";
import { rankCandidates, type Ranked } from "./rank.ts";
import { readUnits } from "./read-units.ts";
import { selectStatements } from "./select.ts";
import { fitToLimit } from "./fit-words.ts";
import { resolveFormat } from "./shape.ts";
import { TEXTS } from "./texts.ts";
import type { SourceUnit, SummaryFormat, SummaryLength, SummaryOptions, SummaryResult } from "./types.ts";

// Part headings are worth showing on a long document (a few pages of sentences) cut into several parts.
const HEADED_PARTS = 4;
const HEADED_CANDIDATES = 80;
const HEADED_PER_PART = 1.5;
const PARAGRAPH_MAX = 4;

/**
 * The whole extractive summary as steps: one per unit read (so a caller can report progress, stop,
 * or yield to the event loop between them), then ranking, selection and composition in one go.
 */
export function* summarySteps(units: SourceUnit[], opts: SummaryOptions): Generator<void, SummaryResult> {
  opts.signal?.throwIfAborted();
  const lang = normalizeLang(opts.language) ?? "en";
  // Terms keep function words: inverse document frequency weighs them down wherever terms are compared.
  const memo = new Map<string, string>();
  const termsOf = (text: string) => terms(text, { lang, memo });
  const total = units.length + 1;

  const reading = readUnits(units, termsOf);
  let step = reading.next();
  while (!step.done) {
    opts.signal?.throwIfAborted();
    opts.onProgress?.(step.value, total);
    yield;
    step = reading.next();
  }
  const doc = step.value;
  const format = resolveFormat(opts.format, units, doc.headingClasses);

  const paragraphs = new Set(doc.candidates.map((c) => `${c.unitIndex}:${c.sentence.paragraph}`)).size;
  const chapters = units.length > 1 && units.every((u) => u.kind === "chapter");
  const typical = typicalWords(doc.candidates);
  const base = budgetFor(opts.length, { candidates: doc.candidates.length, paragraphs, chapters, words: doc.words, typicalStatementWords: typical });
  // Paragraph parts are capped at the budget: they spread a short document's statements, never add
  // to them, nor leave each so few words that only its shortest sentences could be chosen.
  const paragraphParts = Math.min(base.statements, Math.max(1, Math.floor(base.words / typical)));
  const byParagraph = new Set(doc.candidates.map((c) => c.unitIndex)).size < paragraphParts;
  const { segments, segmentOf } = makeSegments(doc.candidates, byParagraph);
  const parts = makeParts(segments, byParagraph ? paragraphParts : base.maxParts, units, lang, byParagraph);
  const partOfSegment = new Int32Array(segments.length);
  parts.forEach((p, k) => partOfSegment.fill(k, p.first, p.last + 1));
  const long = doc.candidates.length >= HEADED_CANDIDATES;
  const budget = coverParts(base, parts.length, opts.length, headingWords({ format, length: opts.length, lang, parts, long, byParagraph }));
  const ranked = rankCandidates({
    candidates: doc.candidates,
    partOf: (i) => partOfSegment[segmentOf[i] ?? 0] ?? 0,
    partCount: parts.length,
    partTopics: !byParagraph,
    promptTerms: termsOf(opts.prompt ?? ""),
  });

  const paper = format === "PAPER" ? selectPaper(ranked, budget, parts.length) : null;
  let drafts: DraftSection[];
  if (paper) {
    const sections = paper.map((s) => ({ heading: TEXTS[lang].paper[s.part], picks: s.picks }));
    const draft = (kept: Ranked[]) => sections.map((s) => ({ heading: s.heading, picks: s.picks.filter((p) => kept.includes(p)) }));
    drafts = fitToLimit(sections.flatMap((s) => s.picks), draft, budget.limit, (p) => p.candidate.paper ?? "");
  } else {
    const draft = (kept: Ranked[]) => proseDrafts(kept, { parts, long, format, length: opts.length, lang });
    drafts = fitToLimit(selectStatements(ranked, { budget, partCount: parts.length, coverParts: true }), draft, budget.limit, (p) => p.part);
  }
  opts.signal?.throwIfAborted();
  const result = composeResult({ units, drafts, title: doc.title, format, length: opts.length, bullets: format === "BULLET" });
  opts.onProgress?.(total, total);
  return result;
}

/** A usual statement's words: the median candidate's, within reason (a table's cells, a run-on page). */
function typicalWords(candidates: { words: number }[]): number {
  if (candidates.length === 0) return 20;
  const sorted = candidates.map((c) => c.words).sort((x, y) => x - y);
  return Math.min(40, Math.max(8, sorted[Math.floor(sorted.length / 2)] ?? 20));
}

/**
 * The words the summary's headings will take, set aside from its statements' words: the PAPER
 * headings, or the parts' headings when a long document's summary is headed by part (proseDrafts).
 */
function headingWords(o: { format: SummaryFormat; length: SummaryLength; lang: Lang; parts: Part[]; long: boolean; byParagraph: boolean }): number {
  if (o.format === "PAPER") return Object.values(TEXTS[o.lang].paper).reduce((n, h) => n + countWords(h), 0);
  if (o.length === "SHORT" || o.byParagraph || !o.long || o.parts.length < HEADED_PARTS) return 0;
  return o.parts.reduce((n, p) => n + countWords(p.heading), 0);
}

/**
 * Sections of a PARAGRAPH or BULLET summary (and of a PAPER one nothing in it reads as a paper):
 * one per part under the part's heading on a long document, else one list (BULLET), one paragraph
 * (SHORT) or paragraphs of a few statements broken where the text moves on to another part.
 */
function proseDrafts(picks: Ranked[], opts: { parts: Part[]; long: boolean; format: SummaryFormat; length: SummaryLength; lang: Lang }): DraftSection[] {
  const { parts, format, length } = opts;
  if (format === "PAPER") return [{ heading: TEXTS[opts.lang].keyPoints, picks }];
  const partsUsed = new Set(picks.map((p) => p.part));
  // Numbered parts ("Slide 12") are worth a heading when several statements share it; titled ones always.
  const worthHeadings = [...partsUsed].every((p) => parts[p]?.titled) || picks.length >= HEADED_PER_PART * partsUsed.size;
  if (length !== "SHORT" && opts.long && partsUsed.size >= HEADED_PARTS && worthHeadings) {
    const drafts: DraftSection[] = [];
    let current: string | null = null;
    for (const pick of picks) {
      const last = drafts.at(-1);
      const heading = parts[pick.part]?.heading ?? null;
      // Under one heading a list goes on; prose breaks into paragraphs of a few statements.
      const full = format !== "BULLET" && (last?.picks.length ?? 0) >= PARAGRAPH_MAX;
      if (last && heading === current && !full) last.picks.push(pick);
      else drafts.push({ heading: heading === current ? null : heading, picks: [pick] });
      current = heading;
    }
    return drafts;
  }
  if (format === "BULLET" || length === "SHORT") return [{ heading: null, picks }];
  const drafts: DraftSection[] = [];
  for (const pick of picks) {
    const last = drafts.at(-1);
    const movesOn = last && last.picks.length >= 2 && last.picks.at(-1)?.part !== pick.part;
    if (!last || movesOn || last.picks.length >= PARAGRAPH_MAX) drafts.push({ heading: null, picks: [pick] });
    else last.picks.push(pick);
  }
  return drafts;
}

/** LOCAL: the extractive summary, synchronously (deterministic; no network, no model). */
export function summariseExtractive(units: SourceUnit[], opts: SummaryOptions): SummaryResult {
  const steps = summarySteps(units, opts);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

// Long enough to make progress, short enough that a job's cancel or a request is served promptly.
const SLICE_MS = 20;

/** The same summary, yielding to the event loop between units: a job can report progress and be aborted mid-way. */
export async function summariseExtractiveAsync(units: SourceUnit[], opts: SummaryOptions): Promise<SummaryResult> {
  const steps = summarySteps(units, opts);
  let sliceStart = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart > SLICE_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
  }
}
