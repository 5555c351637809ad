/**
 * Loaded into a Folio server process by bench/burst.ts (NODE_OPTIONS=--import=…): every 100 ms it
 * appends one JSON line to FOLIO_LOOP_DELAY_FILE with the event-loop delay of that window (the
 * longest time a ready callback waited, from perf_hooks.monitorEventLoopDelay) and the process's
 * CPU time. Plain JavaScript because NODE_OPTIONS imports run before tsx is registered.
 */
import fs from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";

const out = process.env.FOLIO_LOOP_DELAY_FILE;
// Only the server itself: the ingestion children it spawns inherit the environment.
if (out && process.env.FOLIO_LOOP_DELAY_PID === undefined) {
  process.env.FOLIO_LOOP_DELAY_PID = String(process.pid);
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  let cpu = process.cpuUsage();
  setInterval(() => {
    const used = process.cpuUsage(cpu);
    cpu = process.cpuUsage();
    const line = { t: Date.now(), maxMs: histogram.max / 1e6, p99Ms: histogram.percentile(99) / 1e6, cpuMs: (used.user + used.system) / 1000 };
    histogram.reset();
    fs.appendFileSync(out, `${JSON.stringify(line)}\n`);
  }, 100).unref();
}
