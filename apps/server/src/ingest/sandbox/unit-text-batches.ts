import type { UnitText } from "../types.ts";

/** About 25 pages of a book: a batch the parent's database turns into search vectors in ~20 ms. */
const BATCH_CHARS = 100_000;

export interface UnitTextBatches {
  add(unit: UnitText): void;
  /** The job is done: the rest goes too when a batch went before; a document smaller than one batch sends none. */
  finish(): void;
  /** The job failed: what is unsent is dropped. */
  stop(): void;
}

/**
 * Units' texts from a parser, sent to the parent in batches of about `batchChars`
 * (ParseOptions.onUnitTexts) while the file is still being read. A document whose text is shorter
 * than one batch sends nothing: staging it would only add a statement to the one that stores it.
 * Nothing is sent after `finish` or `stop`: it would reach the parent during its next job.
 */
export function unitTextBatches(send: (units: UnitText[]) => void, batchChars = BATCH_CHARS): UnitTextBatches {
  let batch: UnitText[] = [];
  let chars = 0;
  let sentAny = false;
  let ended = false;
  const flush = () => {
    if (batch.length > 0) send(batch);
    sentAny = true;
    batch = [];
    chars = 0;
  };
  return {
    add(unit) {
      if (ended) return;
      batch.push(unit);
      chars += unit.text.length;
      if (chars >= batchChars) flush();
    },
    finish() {
      if (!ended && sentAny) flush();
      ended = true;
    },
    stop() {
      ended = true;
      batch = [];
    },
  };
}
