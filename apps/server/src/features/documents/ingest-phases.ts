import { ingestPhaseDuration } from "../../platform/metrics.ts";

/**
 * The phases of one ingestion attempt, in order. Each ends where the next begins, so together they
 * are the attempt's time: `parse` the file found and read in a parsing process, `chunk` the chunks
 * made and the lexical index handed to its thread, `embed` the embedder's vectors (none without
 * one), `store` the transaction's start and the units' and chunks' inserts, `index` the wait for
 * the lexical index thread after them, `commit` the index's reference, the ready status and the commit.
 */
export type IngestPhase = "parse" | "chunk" | "embed" | "store" | "index" | "commit";

export interface PhaseClock {
  /** Ends the current phase and starts `phase`. */
  next(phase: IngestPhase): void;
  /** Ends the current phase and records every phase's time (`folio_ingest_phase_seconds`). */
  done(): void;
}

/**
 * Times an attempt phase by phase, starting with the parse. Only a completed attempt is recorded:
 * a failed one's phases would mix partial work into the figures (its time is in the job histogram).
 */
export function phaseClock(): PhaseClock {
  const times: [IngestPhase, number][] = [];
  let phase: IngestPhase = "parse";
  let since = performance.now();
  const end = () => {
    const now = performance.now();
    times.push([phase, (now - since) / 1000]);
    since = now;
  };
  return {
    next(next) {
      end();
      phase = next;
    },
    done() {
      end();
      for (const [name, seconds] of times) ingestPhaseDuration.observe({ phase: name }, seconds);
    },
  };
}
