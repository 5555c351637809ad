import { findQuote } from "./highlight";

/**
 * The units whose text holds a term (case, whitespace and typographic variants ignored), read one
 * after another through `textOf`; `onProgress` hears how many units were read. Stops when aborted.
 */
export async function findUnits(
  term: string,
  unitCount: number,
  textOf: (unit: number) => Promise<string>,
  signal: AbortSignal,
  onProgress?: (read: number) => void,
): Promise<number[]> {
  const found: number[] = [];
  for (let unit = 1; unit <= unitCount; unit++) {
    if (signal.aborted) throw new DOMException("Find was cancelled.", "AbortError");
    if (findQuote(await textOf(unit), term, { exact: true })) found.push(unit);
    onProgress?.(unit);
  }
  return found;
}

/** The next (or previous) match from the current unit, wrapping around. */
export function stepMatch(matches: readonly number[], current: number, direction: 1 | -1): number | null {
  if (matches.length === 0) return null;
  if (direction === 1) return matches.find((u) => u > current) ?? matches[0] ?? null;
  return [...matches].reverse().find((u) => u < current) ?? matches[matches.length - 1] ?? null;
}
