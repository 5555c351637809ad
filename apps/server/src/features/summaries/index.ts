/**
 * Summaries: whole-document summaries of a document or pasted text, as a job (LOCAL extractive
 * engine, or a configured model writing an abstractive one from coverage-picked passages), saved,
 * listed, streamed while made, and exported to PDF. docs/summaries.md.
 */
export { startDocumentSummary, startTextSummary, listSummaries, getSummary, deleteSummary, cancelSummary, summaryPdf } from "./manage-summaries.ts";
export { waitForSummary, streamSummary } from "./deliver-summary.ts";
export { makeSummaryJob } from "./make-summary.job.ts";
// The LOCAL extractive engine, for podcasts that script an episode from a summary of their sources
// (and for the summaries benchmark and evaluation and the PDF renderer's test).
export { summariseExtractive, summariseExtractiveAsync, splitTextIntoUnits, countSummaryWords, type SourceUnit, type SummaryLength, type SummaryResult, type UnitKind } from "./engine/index.ts";
