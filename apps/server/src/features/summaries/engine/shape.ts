import type { HeadingClass } from "./cues.ts";
import type { SourceUnit, SummaryFormat } from "./types.ts";

// A paper's headings name at least three of these, and method or results among them.
const PAPER_HEADINGS: HeadingClass[] = ["abstract", "aim", "method", "results", "limitations"];
// Beyond this many units it is a book or a report with a methods chapter, not a paper.
const PAPER_MAX_UNITS = 80;

/** AUTO picks by the document's shape: a paper is summarised as a PAPER, slides as bullets, the rest as prose. */
export function resolveFormat(format: SummaryFormat, units: SourceUnit[], headingClasses: Set<HeadingClass>): Exclude<SummaryFormat, "AUTO"> {
  if (format !== "AUTO") return format;
  const named = PAPER_HEADINGS.filter((c) => headingClasses.has(c));
  if (units.length <= PAPER_MAX_UNITS && named.length >= 3 && (named.includes("method") || named.includes("results"))) return "PAPER";
  const slides = units.filter((u) => u.kind === "slide").length;
  if (slides * 2 > units.length) return "BULLET";
  return "PARAGRAPH";
}
