import type { AlphabetizerOptions, ListRandomizerOptions } from "@folio/contract";

type Split = ListRandomizerOptions["split"];

/** The items of a list: one a line or comma-separated, trimmed, empty ones dropped. */
export function splitList(text: string, split: Split): string[] {
  const parts = split === "comma" ? text.split(/[,，、،]/u) : text.split(/\r\n|\r|\n/u);
  return parts.map((p) => p.trim()).filter((p) => p.length > 0);
}

export function joinList(items: string[], split: Split): string {
  return items.join(split === "comma" ? ", " : "\n");
}

/**
 * Sorted by the rules of the language (Intl.Collator: "ä" after "a" in German, after "z" in Swedish),
 * numbers by value ("item 2" before "item 10"). Case-insensitive treats "apple" and "Apple" as equal
 * (also for dedupe, which keeps the first written).
 */
export function alphabetize(text: string, options: AlphabetizerOptions): string {
  const collator = new Intl.Collator(options.locale, {
    sensitivity: options.case_insensitive ? "accent" : "variant",
    numeric: true,
    caseFirst: options.case_insensitive ? "false" : "upper",
  });
  let items = splitList(text, options.split);
  if (options.dedupe) {
    const kept: string[] = [];
    for (const item of items) if (!kept.some((k) => collator.compare(k, item) === 0)) kept.push(item);
    items = kept;
  }
  // Stable sort: equal items keep their order.
  items.sort((a, b) => collator.compare(a, b));
  if (options.order === "desc") items.reverse();
  return joinList(items, options.split);
}

/** A uniform integer in [0, n) from 32-bit random words, rejecting the top values that would bias it. */
export function uniformInt(n: number, random32: () => number): number {
  const limit = 2 ** 32 - (2 ** 32 % n);
  for (;;) {
    const r = random32();
    if (r < limit) return r % n;
  }
}

/** Web Crypto, global in browsers and in Node since 19; this package compiles without DOM or Node types. */
declare const crypto: { getRandomValues(array: Uint32Array): Uint32Array };

export function cryptoRandom32(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
}

/** Fisher-Yates with unbiased secure random numbers: every order equally likely. */
export function shuffle<T>(items: readonly T[], random32: () => number = cryptoRandom32): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = uniformInt(i + 1, random32);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export function randomizeList(text: string, options: ListRandomizerOptions, random32: () => number = cryptoRandom32): string {
  return joinList(shuffle(splitList(text, options.split), random32), options.split);
}
