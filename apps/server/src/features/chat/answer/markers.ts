/** [1], [1, 3] and the full-width forms CJK models sometimes write (［1］, 【2】, [1、3]). */
const MARKER = /[[［【]\s*(\d{1,3}(?:\s*[,，、]\s*\d{1,3})*)\s*[\]］】]/gu;
/** The same, with the space before it, so a removed marker leaves no double space. */
const SPACED_MARKER = new RegExp(`([ \\t]?)${MARKER.source}`, "gu");

function numbersIn(group: string): number[] {
  return group.split(/[,，、]/u).map((s) => Number(s.trim()));
}

/** Every passage number the text cites, in order of first appearance. */
export function citedNumbers(text: string): number[] {
  const seen = new Set<number>();
  for (const m of text.matchAll(MARKER)) for (const n of numbersIn(m[1] ?? "")) seen.add(n);
  return [...seen];
}

/**
 * Keeps only the markers whose number passes `keep`: "[1, 4]" becomes "[1]" when 4 is dropped,
 * and a marker left empty disappears with the space before it.
 */
export function filterMarkers(text: string, keep: (n: number) => boolean): string {
  return text.replace(SPACED_MARKER, (_whole, space: string, group: string) => {
    const kept = numbersIn(group).filter(keep);
    return kept.length === 0 ? "" : `${space}[${kept.join(", ")}]`;
  });
}
