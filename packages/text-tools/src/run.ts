import {
  AcronymOptions, AlphabetizerOptions, CaseConverterOptions, CounterOptions, FancyTextOptions, HashtagOptions,
  ListRandomizerOptions, ReverseTextOptions, TextRepeaterOptions, TOOL_LIMITS, findTool,
} from "@folio/contract";
import type { z } from "zod";
import { acronym, hashtags } from "./acronym-hashtag.ts";
import { convertCase } from "./case.ts";
import { countText, formatStats } from "./count.ts";
import { fancyText } from "./fonts.ts";
import { htmlPreviewDocument } from "./html-preview.ts";
import { alphabetize, cryptoRandom32, randomizeList } from "./lists.ts";
import { repeatText, reverseText } from "./repeat-reverse.ts";
import { ok, refuse, type TextToolResult } from "./result.ts";

type Runner = (text: string, options: unknown, slug: string, random32: () => number) => TextToolResult;

/** A runner that reads its options with the contract's schema (defaults filled in). */
function withOptions<S extends z.ZodType>(schema: S, run: (text: string, options: z.infer<S>, slug: string, random32: () => number) => TextToolResult | string): Runner {
  return (text, options, slug, random32) => {
    const parsed = schema.safeParse(options ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return refuse(`Invalid option${issue?.path.length ? ` ${issue.path.join(".")}` : ""}: ${issue?.message ?? "not understood"}.`);
    }
    const out = run(text, parsed.data, slug, random32);
    return typeof out === "string" ? ok(out) : out;
  };
}

const counter = withOptions(CounterOptions, (text, o) => formatStats(countText(text, o.words_per_minute)));
const fancy = withOptions(FancyTextOptions, (text, o, slug, random32) => fancyText(slug, text, o, random32));

/** Every deterministic tool of the registry (kind "text") and the function that does it. */
const RUNNERS: Record<string, Runner> = {
  "word-counter": counter,
  "character-counter": counter,
  "sentence-counter": counter,
  "case-converter": withOptions(CaseConverterOptions, (text, o) => convertCase(text, o)),
  alphabetizer: withOptions(AlphabetizerOptions, (text, o) => alphabetize(text, o)),
  "list-randomizer": withOptions(ListRandomizerOptions, (text, o, _slug, random32) => randomizeList(text, o, random32)),
  "text-repeater": withOptions(TextRepeaterOptions, (text, o) => repeatText(text, o)),
  "reverse-text-generator": withOptions(ReverseTextOptions, (text, o) => reverseText(text, o)),
  "acronym-generator": withOptions(AcronymOptions, (text, o) => acronym(text, o)),
  "hashtag-generator": withOptions(HashtagOptions, (text, o) => hashtags(text, o)),
  "html-editor": (text) => ok(htmlPreviewDocument(text)),
  "fancy-text-generator": fancy,
  "aesthetic-text-generator": fancy,
  "discord-text-generator": fancy,
  "gothic-text-generator": fancy,
  "small-text-generator": fancy,
  "stylish-text-generator": fancy,
  "weird-text-generator": fancy,
  "glitch-text-generator": fancy,
  "big-text-generator": fancy,
  "cursive-text-generator": fancy,
  "bold-text-generator": fancy,
  "italic-text-generator": fancy,
  "small-caps-generator": fancy,
  "superscript-generator": fancy,
  "bubble-text-generator": fancy,
  "upside-down-text-generator": fancy,
  "wide-text-generator": fancy,
};

export function isTextTool(slug: string): boolean {
  return slug in RUNNERS;
}

/**
 * Runs a deterministic tool: what `POST /api/tools/{slug}` answers for text tools and what the pages
 * run in the browser. Refuses (with a message) an unknown slug, too long a text or bad options.
 */
export function runTextTool(slug: string, text: string, options?: unknown, random32: () => number = cryptoRandom32): TextToolResult {
  const run = RUNNERS[slug];
  if (!run || findTool(slug)?.kind !== "text") return refuse(`There is no text tool called "${slug}".`);
  if (text.length > TOOL_LIMITS.textChars) {
    return refuse(`The text is ${text.length.toLocaleString("en")} characters; this tool takes at most ${TOOL_LIMITS.textChars.toLocaleString("en")}.`);
  }
  return run(text, options, slug, random32);
}
