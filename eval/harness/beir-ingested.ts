import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chunkTitles, chunkUnits } from "../../apps/server/src/ingest/index.ts";
import type { ParseContext } from "../../apps/server/src/ingest/parse-context.ts";
import { parseInProcess } from "../../apps/server/src/ingest/parse-in-process.ts";
import { buildLexicalIndex, loadLexicalIndex, type ScopedIndex } from "../../apps/server/src/retrieval/index.ts";
import type { BeirDataset } from "./beir.ts";

/**
 * A corpus entry as the text file the HTTP harness uploads: named after its title (Folio indexes a
 * document's name as its title field), the title as its first line, then the text.
 */
export function uploadedFile(doc: { id: string; title: string; text: string }): { name: string; content: string } {
  const title = doc.title.replace(/[\\/:*?"<>|\p{Cc}]+/gu, " ").replace(/\s+/g, " ").trim().slice(0, 150);
  return { name: `${title || doc.id}.txt`, content: `${doc.title}\n\n${doc.text}\n` };
}

/**
 * One lexical index per corpus entry, built as ingestion builds an uploaded document's
 * (features/documents/ingest-document.job.ts): the file `uploadedFile` gives, read by the text
 * parser, cut by `chunkUnits`, each chunk titled as ingestion titles it (`chunkTitles`: the file
 * name's title words and the unit's heading, no locator), the language detected. What `npm run eval:retrieval` ranks through the server, in seconds instead of
 * a quarter of an hour, and what the learned ranker must learn from (decision 44): the library-level
 * `indexCorpus` (title field = the entry's title, one chunk) is not what an upload becomes.
 */
export async function indexCorpusAsIngested(ds: BeirDataset): Promise<ScopedIndex[]> {
  const scratchDir = mkdtempSync(path.join(os.tmpdir(), "folio-beir-ingested-"));
  const ctx: ParseContext = { scratchDir, signal: new AbortController().signal, progress: () => {}, ocrLanguages: null, maxPages: Infinity, ocr: false };
  try {
    const indexes: ScopedIndex[] = [];
    for (const doc of ds.corpus) {
      const file = uploadedFile(doc);
      const where = path.join(scratchDir, "entry.txt");
      writeFileSync(where, file.content);
      const parsed = await parseInProcess(where, "txt", ctx);
      const titleOf = chunkTitles(file.name, parsed);
      const chunks = chunkUnits(parsed.units).map((c) => ({ id: `${doc.id}:${c.unit}:${c.ordinal}`, unit: c.unit, ordinal: c.ordinal, text: c.text, title: titleOf(c.unit) }));
      indexes.push({ docId: doc.id, index: loadLexicalIndex(buildLexicalIndex(chunks)) });
    }
    return indexes;
  } finally {
    rmSync(scratchDir, { recursive: true, force: true });
  }
}
