/**
 * The summaries library: Folio's offline (LOCAL) extractive summariser and the result shape every
 * summary takes, abstractive ones included.
 *
 *   const units = doc ? await unitsOf(doc) : splitTextIntoUnits(pastedText);
 *   const summary = summariseExtractive(units, { format, length, language, prompt, onProgress });
 *   // summary.markdown has [n] markers; summary.citations[n-1] = {n, unit, kind, label, quote, verified}
 *
 * Design: every unit is cut into verbatim sentences (ICU sentence breaks, all ten languages; running
 * headers, back matter and headings left out). The document is cut into parts (each chapter, or runs
 * of pages of equal size) and sentences are scored by TF-IDF centrality to their part and to the
 * document, by position, by a prompt's terms. Selection is hierarchical: each part's best sentence
 * first (so no chapter is skipped on AUTO or LONG; SHORT spreads its few statements over as many
 * parts), then maximal marginal relevance within the LENGTH's budget. Every LENGTH has a word limit
 * (SHORT 300 words, LONG 15% of the source up to 1,200, AUTO one of the two by the source's length;
 * budget.ts, counted as the text toolkit's countWords counts): within it there are only as many parts as fit, and a
 * part is covered by a shorter sentence rather than skipped. PAPER files sentences under
 * Aim / Method / Results / Limitations by cue phrases and the headings they sit under. Statements
 * are the source's own sentences, so every citation's quote is a span of its unit and verifies.
 * `summariseExtractiveAsync` does the same work yielding to the event loop, for jobs that cancel.
 */
export type {
  SourceUnit,
  StatementCitation,
  SummaryCitation,
  SummaryFormat,
  SummaryLength,
  SummaryOptions,
  SummaryResult,
  SummarySection,
  SummaryStatement,
  UnitKind,
} from "./types.ts";
export { summariseExtractive, summariseExtractiveAsync } from "./summarise.ts";
export { splitTextIntoUnits } from "./split-text.ts";
export { wordLimit } from "./budget.ts";
export { countSummaryWords } from "./summary-words.ts";
export { countWords } from "../../../text/index.ts";
export { LANGS as SUMMARY_LANGUAGES, type Lang as SummaryLanguage } from "../../../text/index.ts";
