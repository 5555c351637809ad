import { parentPort } from "node:worker_threads";
import { buildLexicalIndex, type BuildOptions, type IndexChunk } from "./lexical-index.ts";

/** Entry of the index-building thread (build-index-off-thread.ts): builds one index a message, in order. */
parentPort?.on("message", ({ id, chunks, opts }: { id: number; chunks: IndexChunk[]; opts: BuildOptions }) => {
  try {
    const bytes = buildLexicalIndex(chunks, opts);
    parentPort?.postMessage({ id, bytes }, [bytes.buffer as ArrayBuffer]);
  } catch (err) {
    parentPort?.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
