import { afterEach, describe, expect, it, vi } from "vitest";
import { ingestPhaseDuration } from "../../platform/metrics.ts";
import { currentSample } from "../../test-support/metrics-text.ts";
import { phaseClock, type IngestPhase } from "./ingest-phases.ts";

const PHASES: IngestPhase[] = ["parse", "chunk", "embed", "store", "index", "commit"];
/** Milliseconds recorded per phase, and the attempts that recorded it. */
const recorded = async (what: "sum" | "count") =>
  Object.fromEntries(await Promise.all(PHASES.map(async (phase) => [phase, Math.round((await currentSample(`folio_ingest_phase_seconds_${what}{phase="${phase}"}`)) * (what === "sum" ? 1000 : 1))])));

describe("ingestion phases", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    ingestPhaseDuration.reset();
  });

  it("records each phase of a completed attempt from its start to the next phase's", async () => {
    const now = vi.spyOn(performance, "now");
    const at = (ms: number) => now.mockReturnValueOnce(ms);
    at(1_000);
    const clock = phaseClock();
    const steps: [IngestPhase, number][] = [["chunk", 1_400], ["embed", 1_420], ["store", 1_521], ["index", 1_821], ["commit", 1_871]];
    for (const [phase, ms] of steps) {
      at(ms);
      clock.next(phase);
    }
    at(1_900);
    clock.done();
    expect(await recorded("sum")).toEqual({ parse: 400, chunk: 20, embed: 101, store: 300, index: 50, commit: 29 });
    expect(await recorded("count")).toEqual(Object.fromEntries(PHASES.map((p) => [p, 1])));
  });

  it("records nothing of an attempt that did not complete", async () => {
    const clock = phaseClock();
    clock.next("chunk");
    clock.next("embed");
    expect(await recorded("count")).toEqual(Object.fromEntries(PHASES.map((p) => [p, 0])));
  });
});
