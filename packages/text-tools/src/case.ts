import type { CaseConverterOptions } from "@folio/contract";
import { graphemes } from "./segments.ts";

/**
 * English words a title leaves in lower case unless they open or close it (Chicago style: articles,
 * coordinating conjunctions and short prepositions).
 */
const MINOR_WORDS = new Set(["a", "an", "the", "and", "but", "or", "nor", "for", "so", "yet", "as", "at", "by", "in", "of", "off", "on", "per", "to", "up", "via", "vs", "from", "into", "onto", "over", "with"]);

/** A word: letters, marks, digits and inner apostrophes ("don't"); a hyphen separates words. */
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}\p{N}]+)*/gu;

function capitalise(word: string): string {
  const [first = "", ...rest] = graphemes(word);
  return first.toUpperCase() + rest.join("");
}

/** Title Case: every word capitalised and the rest of it lower-cased, minor words lower inside the title. */
export function titleCase(text: string): string {
  const lower = text.toLowerCase();
  const matches = [...lower.matchAll(WORD)];
  let out = "";
  let last = 0;
  matches.forEach((m, i) => {
    const word = m[0];
    const minor = i > 0 && i < matches.length - 1 && MINOR_WORDS.has(word) && !/[:.!?]\s*$/u.test(lower.slice(last, m.index));
    out += lower.slice(last, m.index) + (minor ? word : capitalise(word));
    last = m.index + word.length;
  });
  return out + lower.slice(last);
}

/**
 * Sentence case: everything lower-cased, then the first letter of the text and of each sentence (after
 * . ! ? and their CJK and Arabic forms, or a blank line) upper-cased, and the English pronoun "I".
 */
export function sentenceCase(text: string): string {
  const lower = text.toLowerCase();
  const started = lower.replace(/(^|[.!?。！？؟]\s+|\n\s*\n\s*|^\s+)(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
  return started.replace(/(?<![\p{L}\p{M}\p{N}])i(?=['’]|(?![\p{L}\p{M}\p{N}]))/gu, "I");
}

/** aLtErNaTiNg: letters alternate lower and upper, starting lower; other characters do not count. */
export function alternatingCase(text: string): string {
  let upper = false;
  return graphemes(text)
    .map((g) => {
      if (!/\p{L}/u.test(g)) return g;
      const out = upper ? g.toUpperCase() : g.toLowerCase();
      upper = !upper;
      return out;
    })
    .join("");
}

export function convertCase(text: string, options: CaseConverterOptions): string {
  switch (options.case) {
    case "upper":
      return text.toUpperCase();
    case "lower":
      return text.toLowerCase();
    case "title":
      return titleCase(text);
    case "sentence":
      return sentenceCase(text);
    case "alternating":
      return alternatingCase(text);
  }
}
