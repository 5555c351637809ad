import { metricsRegistry } from "../platform/metrics.ts";

/** One series' value in Prometheus text (`name{label="v",...}` exactly as printed), or undefined when absent. */
export function sampleOf(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** One series' value in this process's metrics now (0 when absent). */
export async function currentSample(series: string): Promise<number> {
  return sampleOf(await metricsRegistry.metrics(), series) ?? 0;
}
