import { budgetFor, coverParts } from "./budget.ts";
import { composeResult, type DraftSection } from "./compose.ts";
import { hanLocale, toLang, type Lang } from "./language.ts";
import { selectPaper } from "./paper-select.ts";
import { makeParts, makeSegments, type Part } from "./parts.ts";
import { rankCandidates, type Ranked } from "./rank.ts";
import { readUnits } from "./read-units.ts";
import { selectStatements } from "./select.ts";
import { resolveFormat } from "./shape.ts";
import { TermReader } from "./terms.ts";
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
  const lang = toLang(opts.language);
  const sample = units.slice(0, 8).map((u) => u.text.slice(0, 2000)).join("\n");
  const reader = new TermReader(hanLocale(sample));
  const total = units.length + 1;

  const reading = readUnits(units, reader);
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
  const base = budgetFor(opts.length, { candidates: doc.candidates.length, paragraphs, chapters });
  const byParagraph = new Set(doc.candidates.map((c) => c.unitIndex)).size < base.statements;
  const { segments, segmentOf } = makeSegments(doc.candidates, byParagraph);
  // Paragraph parts are capped at the budget: they spread a short document's statements, never add to them.
  const parts = makeParts(segments, byParagraph ? base.statements : base.maxParts, units, lang);
  const partOfSegment = new Int32Array(segments.length);
  parts.forEach((p, k) => partOfSegment.fill(k, p.first, p.last + 1));
  const budget = coverParts(base, parts.length, opts.length);
  const ranked = rankCandidates({
    candidates: doc.candidates,
    partOf: (i) => partOfSegment[segmentOf[i] ?? 0] ?? 0,
    partCount: parts.length,
    partTopics: !byParagraph,
    promptTerms: reader.terms(opts.prompt ?? ""),
  });

  let drafts: DraftSection[] | null = null;
  if (format === "PAPER") {
    drafts = selectPaper(ranked, budget, parts.length)?.map((s) => ({ heading: TEXTS[lang].paper[s.part], picks: s.picks })) ?? null;
  }
  drafts ??= proseDrafts(selectStatements(ranked, { budget, partCount: parts.length, coverParts: true }), { parts, long: ranked.length >= HEADED_CANDIDATES, format, length: opts.length, lang });
  opts.signal?.throwIfAborted();
  const result = composeResult({ units, drafts, title: doc.title, format, length: opts.length, bullets: format === "BULLET" });
  opts.onProgress?.(total, total);
  return result;
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
