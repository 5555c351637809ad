/** The `q` quantile (0..1) of `values` by nearest rank: the benchmarks' p50 and p95. NaN for no values. */
export function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}
