import type { BeirDataset } from "./beir.ts";
import { buildLexicalIndex, loadLexicalIndex, searchLexical, type LexicalSearchOptions, type ScopedIndex } from "../../apps/server/src/retrieval/index.ts";
import { rankDocuments, summarize, type EvalSummary } from "./retrieval-metrics.ts";

/**
 * Lexical evaluation straight on the library, one index per corpus entry (title as the title
 * field), every query over the whole corpus: what the HTTP harness measures, minus the pipeline.
 */
export function indexCorpus(ds: BeirDataset, opts: { lang?: string; stem?: boolean } = {}): ScopedIndex[] {
  return ds.corpus.map((d) => ({
    docId: d.id,
    index: loadLexicalIndex(buildLexicalIndex([{ id: d.id, unit: 1, ordinal: 0, text: d.text, title: d.title }], opts)),
  }));
}

export function evaluateLexical(ds: BeirDataset, indexes: ScopedIndex[], opts: Omit<LexicalSearchOptions, "topK"> = {}): EvalSummary {
  const rankings = new Map<string, string[]>();
  for (const q of ds.queries) rankings.set(q.id, rankDocuments(searchLexical(indexes, q.text, { ...opts, topK: 100 })));
  return summarize(rankings, ds.qrels);
}
