import { TOOL_LIMITS, type ReverseTextOptions, type TextRepeaterOptions } from "@folio/contract";
import { ok, refuse, type TextToolResult } from "./result.ts";
import { graphemes } from "./segments.ts";

const SEPARATORS: Record<TextRepeaterOptions["separator"], string> = { newline: "\n", space: " ", none: "", comma: ", " };

/** The text `count` times; refused before building it when the result would pass the output limit. */
export function repeatText(text: string, options: TextRepeaterOptions): TextToolResult {
  const sep = SEPARATORS[options.separator];
  const size = text.length * options.count + sep.length * (options.count - 1);
  if (size > TOOL_LIMITS.outputChars) {
    const most = Math.max(1, Math.floor((TOOL_LIMITS.outputChars + sep.length) / (text.length + sep.length)));
    return refuse(`The result would be ${size.toLocaleString("en")} characters; the limit is ${TOOL_LIMITS.outputChars.toLocaleString("en")}. This text can be repeated at most ${most.toLocaleString("en")} times.`);
  }
  return ok(Array.from({ length: options.count }, () => text).join(sep));
}

/**
 * Reversed by user-perceived characters (an emoji, a flag or a letter with its accents stays whole),
 * by words (each line's words in reverse order) or by lines.
 */
export function reverseText(text: string, options: ReverseTextOptions): string {
  const lines = text.split(/(\r\n|\r|\n)/u);
  switch (options.by) {
    case "characters":
      return lines.map((part) => (/^(\r\n|\r|\n)$/u.test(part) ? part : graphemes(part).reverse().join(""))).reverse().join("");
    case "words":
      return lines.map((part) => part.split(/(\s+)/u).reverse().join("")).join("");
    case "lines":
      return text.split(/\r\n|\r|\n/u).reverse().join("\n");
  }
}
