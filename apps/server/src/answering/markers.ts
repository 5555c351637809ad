/** [1], [1, 3] and the full-width forms CJK models sometimes write (［1］, 【2】, [1、3]). */
export const MARKER = /[[［【]\s*(\d{1,3}(?:\s*[,，、]\s*\d{1,3})*)\s*[\]］】]/gu;
/** The same, with the space before it, so a removed marker leaves no double space. */
const SPACED_MARKER = new RegExp(`([ \\t]?)${MARKER.source}`, "gu");
/** A tail that may still become a marker when the next delta arrives ("… [", "… [1", "… [1, "). */
const OPEN_MARKER_TAIL = /[ \t]?[[［【][\d\s,，、]{0,16}$/u;

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

/**
 * Rewrites every marker through `to` (a number it maps to undefined is removed), one bracket per
 * number ("[2, 5]" becomes "[1][2]"), which is the form the web app draws as source chips.
 */
export function rewriteMarkers(text: string, to: (n: number) => number | undefined): string {
  return text.replace(SPACED_MARKER, (_whole, space: string, group: string) => {
    const mapped = [...new Set(numbersIn(group).map(to).filter((n): n is number => n !== undefined))];
    return mapped.length === 0 ? "" : `${space}${mapped.map((n) => `[${n}]`).join("")}`;
  });
}

/**
 * Numbers the sources of a streamed answer 1..k in order of first use. The model cites passages
 * by their retrieval rank ([5] for the fifth passage); the reader must see [1] for the first source
 * the answer uses, [2] for the next, never a skipped or a repeated number. Deltas go through
 * `push`, which rewrites complete markers and holds back a tail that may still become one; `end`
 * releases what is held. Numbers that are no passage (`known` says which are) are removed.
 */
export function createMarkerNumbering(known: (n: number) => boolean) {
  const display = new Map<number, number>();
  let held = "";
  const number = (n: number): number | undefined => {
    if (!known(n)) return undefined;
    let d = display.get(n);
    if (d === undefined) {
      d = display.size + 1;
      display.set(n, d);
    }
    return d;
  };
  return {
    push(delta: string): string {
      const text = held + delta;
      const tail = OPEN_MARKER_TAIL.exec(text);
      const cut = tail ? tail.index : text.length;
      held = text.slice(cut);
      return rewriteMarkers(text.slice(0, cut), number);
    },
    end(): string {
      const rest = rewriteMarkers(held, number);
      held = "";
      return rest;
    },
    /** The display number given to passage `n`, if the answer cited it. */
    displayOf(n: number): number | undefined {
      return display.get(n);
    },
    /** How many numbers were given out. */
    count(): number {
      return display.size;
    },
  };
}

/**
 * Renumbers an answer's markers and its citations 1..k in order of first use in the text, e.g.
 * after some citations were dropped. Citations the text never cites keep their order after those
 * it does.
 */
export function compactNumbering<C extends { n: number }>(text: string, citations: C[]): { text: string; citations: C[] } {
  const kept = new Set(citations.map((c) => c.n));
  const used = citedNumbers(text).filter((n) => kept.has(n));
  const order = [...used, ...citations.map((c) => c.n).filter((n) => !used.includes(n))];
  const to = new Map(order.map((n, i) => [n, i + 1]));
  return {
    text: rewriteMarkers(text, (n) => to.get(n)),
    citations: citations.map((c) => ({ ...c, n: to.get(c.n) ?? c.n })).sort((a, b) => a.n - b.n),
  };
}
