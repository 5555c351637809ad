import { abortError } from "../../../adapters/tts/run-process.ts";

/**
 * Runs `work` over `items`, at most `concurrency` at a time, keeping the results in order.
 * On the first failure (or when `signal` aborts) it stops starting new work, aborts the work in
 * flight through the signal it passed, and waits for all of it to end before rejecting: the
 * caller then cleans up knowing no child process is still writing.
 */
export async function mapWithLimit<T, R>(
  items: readonly T[],
  concurrency: number,
  signal: AbortSignal | undefined,
  work: (item: T, index: number, signal: AbortSignal) => Promise<R>,
): Promise<R[]> {
  const inner = new AbortController();
  const forward = () => inner.abort(signal?.reason);
  signal?.addEventListener("abort", forward, { once: true });
  if (signal?.aborted) forward();
  const results = new Array<R>(items.length);
  let next = 0;
  let failure: { error: unknown } | undefined;
  const lane = async () => {
    while (!failure && !inner.signal.aborted && next < items.length) {
      const index = next++;
      try {
        results[index] = await work(items[index] as T, index, inner.signal);
      } catch (error) {
        failure ??= { error };
        inner.abort(error);
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, lane));
  } finally {
    signal?.removeEventListener("abort", forward);
  }
  // A cancel is reported as such, not as whichever child noticed it first.
  if (signal?.aborted) throw abortError(signal);
  if (failure) throw failure.error;
  return results;
}
