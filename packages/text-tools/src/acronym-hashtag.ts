import type { AcronymOptions, HashtagOptions } from "@folio/contract";
import { graphemes } from "./segments.ts";

/** Function words an acronym usually skips ("Department of Defense" -> DOD). */
const SMALL_WORDS = new Set(["a", "an", "and", "as", "at", "by", "for", "from", "in", "into", "of", "on", "or", "the", "to", "with", "&"]);

/**
 * The first letter (or digit) of each word, upper-cased; words are separated by spaces and hyphens.
 * Small words are skipped unless the phrase has nothing else. Each line makes its own acronym.
 */
export function acronym(text: string, options: AcronymOptions): string {
  return text
    .split(/\r\n|\r|\n/u)
    .map((line) => {
      const words = line.split(/[\s\-‐–—/]+/u).filter((w) => /[\p{L}\p{N}]/u.test(w));
      const big = options.skip_small_words ? words.filter((w) => !SMALL_WORDS.has(w.toLowerCase())) : words;
      const chosen = big.length > 0 ? big : words;
      return chosen
        .map((w) => {
          const first = graphemes(w).find((g) => /[\p{L}\p{N}]/u.test(g)) ?? "";
          return first.toUpperCase() + (options.dots ? "." : "");
        })
        .join("");
    })
    .join("\n");
}

const WORD = /[\p{L}\p{M}\p{N}_]+/gu;

function capitalise(word: string): string {
  const [first = "", ...rest] = graphemes(word);
  return first.toUpperCase() + rest.join("");
}

/**
 * Hashtags: a tag is letters, digits and underscores only (what Instagram, X and TikTok link), so
 * punctuation and spaces are dropped and accents kept; a tag of digits only is not linked and is
 * left out; duplicates (ignoring case) are removed; at most `max` tags (Instagram allows 30).
 */
export function hashtags(text: string, options: HashtagOptions): string {
  const phrases = options.from === "lines" ? text.split(/\r\n|\r|\n|,/u) : (text.match(WORD) ?? []);
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const phrase of phrases) {
    const words = phrase.match(WORD) ?? [];
    const body = options.style === "camel" ? words.map(capitalise).join("") : words.join("").toLowerCase();
    if (!/\p{L}/u.test(body)) continue;
    const key = body.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    tags.push(`#${body}`);
    if (tags.length >= options.max) break;
  }
  return tags.join(" ");
}
