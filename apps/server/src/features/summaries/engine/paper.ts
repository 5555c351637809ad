import { HEADING_CUES, SENTENCE_CUES, SKIP_HEADINGS, type HeadingClass } from "./cues.ts";
import type { PaperPart } from "./texts.ts";

/** Lower case, compatibility forms, Latin accents folded and one apostrophe: how cues and text are compared. */
export function foldForCues(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .normalize("NFD")
    .replace(/(?<=\p{Script=Latin})\p{M}+/gu, "")
    .normalize("NFC");
}

const LATIN_START = /^[\p{Script=Latin}]/u;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function compile(cues: string[]): RegExp {
  const folded = [...new Set(cues.map(foldForCues))].sort((a, b) => b.length - a.length);
  const latin = folded.filter((c) => LATIN_START.test(c)).map(escape);
  const other = folded.filter((c) => !LATIN_START.test(c)).map(escape);
  const parts = [latin.length ? `(?<![\\p{L}\\p{N}])(?:${latin.join("|")})` : "", other.length ? `(?:${other.join("|")})` : ""].filter(Boolean);
  return new RegExp(parts.join("|"), "gu");
}

// Ties go to the more specific part: a limitation is also "a result", a result is often "in this study".
const PRIORITY: PaperPart[] = ["limitations", "results", "method", "aim"];
const SENTENCE_MATCHERS = PRIORITY.map((part) => [part, compile(SENTENCE_CUES[part])] as const);
const HEADING_MATCHERS = (Object.keys(HEADING_CUES) as (keyof typeof HEADING_CUES)[]).map((c) => [c, compile(HEADING_CUES[c])] as const);
const SKIP = new Set(SKIP_HEADINGS.map(foldForCues));
const STATISTIC = /\d\s?%|(?<![\p{L}])p\s?[<=]\s?0?[.,]\d/gu;
const NUMBERING = /^[#\s]*(?:\d{1,2}(?:\.\d{1,2})*\.?|[ivx]{1,5}\.)?\s*/u;

/** The part of a paper a sentence reads as, by its cue phrases, or null when none speaks. */
export function classifySentence(text: string): PaperPart | null {
  const folded = foldForCues(text);
  let best: PaperPart | null = null;
  let bestHits = 0;
  for (const [part, re] of SENTENCE_MATCHERS) {
    let hits = folded.match(re)?.length ?? 0;
    if (part === "results") hits += folded.match(STATISTIC)?.length ?? 0;
    if (hits > bestHits) [best, bestHits] = [part, hits];
  }
  return best;
}

// A section's name comes first ("Methods", "研究方法", "Our approach"); a cue further in is incidental
// ("Regulatory findings", "Alternative methods of compliance").
const HEADING_CUE_MAX_AT = 4;

/** What a heading announces: a cue at its start, the earliest winning ("Results and discussion" is results). */
export function classifyHeading(text: string): HeadingClass | null {
  const folded = foldForCues(text).replace(NUMBERING, "").replace(/[:.]\s*$/u, "").trim();
  if (SKIP.has(folded)) return "skip";
  let best: HeadingClass | null = null;
  let bestAt = HEADING_CUE_MAX_AT + 1;
  for (const [cls, re] of HEADING_MATCHERS) {
    re.lastIndex = 0;
    const m = re.exec(folded);
    if (m && m.index < bestAt) [best, bestAt] = [cls, m.index];
  }
  return best;
}
