import { prewarmParsing } from "../../ingest/index.ts";
import { prewarmLexicalIndexThread } from "../../retrieval/index.ts";

/**
 * Started once a process that runs ingestion jobs is up (decision 49): the first document after a
 * start would otherwise wait for a parsing process and the lexical index thread to start and load
 * their modules, on the machine's other core, the cold upload's extra ~0.4 s. Both idle out after
 * a minute as they do after any document.
 */
export function prewarmIngestion(): void {
  prewarmParsing();
  prewarmLexicalIndexThread();
}
