import type { ChatLanguage } from "@folio/contract";
import { documentBudget, type HostedLanguageModel } from "../../adapters/llm/index.ts";
import { citedNumbers, fenceDocuments, type EvidencePassage, verifyCitations } from "../../answering/index.ts";
import { splitSentences } from "../../text/index.ts";
import { countWords, summariseExtractiveAsync, wordLimit, type SourceUnit, type SummaryCitation, type SummaryFormat, type SummaryLength, type SummaryResult, type SummarySection } from "./engine/index.ts";
import { summaryInstructions } from "./provider/instructions.ts";
import { mapParts, partitionUnits, piecePassages } from "./provider/map-reduce.ts";
import { callSummaryModel } from "./provider/model-call.ts";
import { trimToWordLimit } from "./provider/trim-to-limit.ts";

export interface ProviderSummaryOptions {
  model: HostedLanguageModel;
  /** The model's context window in tokens: whether the document is read in one call or in parts. */
  contextTokens: number;
  units: SourceUnit[];
  title: string;
  format: SummaryFormat;
  length: SummaryLength;
  language: ChatLanguage;
  prompt: string | null;
  signal: AbortSignal;
  timeoutMs: number;
  /** The visible summary written so far (the citation block held back), after each delta. */
  onText: (visible: string) => void;
  onProgress: (done: number, total: number) => void;
}

/**
 * An abstractive summary written by a model and streamed as it is written. The LOCAL summariser's
 * pass resolves AUTO's format. When the document's whole text fits the model's context (60% of its
 * window, tokens estimated conservatively) the model reads it in one call, one passage per unit with
 * its label (a unit larger than that is cut into several passages). When it does not, map-reduce
 * (provider/map-reduce.ts): each part that fits is summarised with verified quotes, then one call
 * combines the part summaries into the summary of the requested length. The model cites passages
 * with [n] markers and ends with a hidden citation block; each quote is verified against the unit
 * it names as chat's are (invented ones are dropped with their markers), markers are renumbered
 * 1..k, the result has the extractive one's shape, and it is cut to the LENGTH's word limit when
 * the model wrote past it (trimToWordLimit).
 */
export async function providerSummary(o: ProviderSummaryOptions): Promise<SummaryResult> {
  // The extractive pass decides AUTO's format.
  const extractive = await summariseExtractiveAsync(o.units, {
    format: o.format,
    length: "LONG",
    language: o.language,
    prompt: o.prompt ?? undefined,
    signal: o.signal,
    onProgress: (done, total) => o.onProgress(Math.round((done / Math.max(1, total)) * 20), 100),
  });
  const format = extractive.format;
  const limit = wordLimit(o.length, o.units.reduce((n, u) => n + countWords(u.text), 0));
  const budget = documentBudget(o.contextTokens);
  const parts = partitionUnits(o.units, budget);

  const call = { model: o.model, signal: o.signal, timeoutMs: o.timeoutMs, onText: o.onText };
  let passages: EvidencePassage[];
  let written: Awaited<ReturnType<typeof callSummaryModel>>;
  if (parts.length <= 1) {
    passages = piecePassages(parts[0] ?? []);
    written = await callSummaryModel({
      ...call,
      instructions: summaryInstructions(format, limit, o.language, o.prompt),
      content: `${fenceDocuments(passages)}\n\nSummarise "${o.title}" from these passages.`,
    });
  } else {
    const reduce = await mapParts({
      ...call,
      parts,
      budget,
      format,
      maxWords: limit,
      language: o.language,
      prompt: o.prompt,
      title: o.title,
      onPartDone: (done, total) => o.onProgress(20 + Math.round((60 * done) / total), 100),
    });
    passages = reduce.passages;
    written = await callSummaryModel({ ...call, instructions: summaryInstructions(format, limit, o.language, o.prompt, { kind: "reduce" }), content: reduce.content });
  }
  const verified = verifyCitations({ text: written.visible, question: o.prompt ?? o.title, passages, claims: written.claims });
  return trimToWordLimit(toResult(verified.text, verified.citations, format, o.length, o.title), limit);
}

/** Markdown with passage markers → the SummaryResult shape, markers renumbered 1..k in order of n. */
function toResult(
  text: string,
  cited: { n: number; locator: { kind: SourceUnit["kind"]; unit: number; label: string }; quote: string; verified: boolean }[],
  format: SummaryFormat,
  length: SummaryLength,
  title: string,
): SummaryResult {
  const renumber = new Map(cited.map((c, i) => [c.n, i + 1]));
  const citations: SummaryCitation[] = cited.map((c, i) => ({ n: i + 1, unit: c.locator.unit, kind: c.locator.kind, label: c.locator.label, quote: c.quote, verified: c.verified }));
  const markdown = text.replace(/[[［【]\s*(\d{1,3}(?:\s*[,，、]\s*\d{1,3})*)\s*[\]］】]/gu, (whole, group: string) => {
    const nums = group.split(/[,，、]/u).map((s) => renumber.get(Number(s.trim()))).filter((n): n is number => n !== undefined);
    return nums.length ? nums.map((n) => `[${n}]`).join("") : whole;
  });
  const byN = new Map(citations.map((c) => [c.n, c]));
  const sections: SummarySection[] = [];
  let current: SummarySection = { heading: null, statements: [] };
  const push = (statement: string) => {
    const clean = statement.trim();
    if (!clean) return;
    const cites = citedNumbers(clean)
      .map((n) => byN.get(n))
      .filter((c): c is SummaryCitation => c !== undefined)
      .map((c) => ({ unit: c.unit, kind: c.kind, label: c.label, quote: c.quote }));
    current.statements.push({ text: clean.replace(/\s*\[\d+\]/gu, "").trim(), citations: cites });
  };
  for (const line of markdown.split("\n")) {
    const heading = /^#{1,6}\s+(.+)$/u.exec(line.trim());
    if (heading) {
      if (current.statements.length || current.heading) sections.push(current);
      current = { heading: heading[1]!.trim(), statements: [] };
      continue;
    }
    const bullet = /^\s*(?:[-*•]|\d+[.)])\s+(.+)$/u.exec(line);
    if (bullet) push(bullet[1]!);
    else for (const s of splitSentences(line)) push(s.text);
  }
  if (current.statements.length || current.heading) sections.push(current);
  return { title, format, length, sections: sections.filter((s) => s.statements.length > 0), markdown: markdown.trim(), citations };
}
