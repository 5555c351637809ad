import type { HeadingClass } from "./cues.ts";
import type { SourceUnit, SummaryFormat } from "./types.ts";

// A paper's headings name its methods and its results, and an abstract or an introduction; a
// report's "Background" and "Discussion" alone do not make it one.
const PAPER_NEEDS: HeadingClass[] = ["method", "results"];
const PAPER_OPENINGS: HeadingClass[] = ["abstract", "aim"];
// Beyond this many units it is a book or a report with a methods chapter, not a paper.
const PAPER_MAX_UNITS = 80;

/** AUTO picks by the document's shape: a paper is summarised as a PAPER, slides as bullets, the rest as prose. */
export function resolveFormat(format: SummaryFormat, units: SourceUnit[], headingClasses: Set<HeadingClass>): Exclude<SummaryFormat, "AUTO"> {
  if (format !== "AUTO") return format;
  const paperLike = PAPER_NEEDS.every((c) => headingClasses.has(c)) && PAPER_OPENINGS.some((c) => headingClasses.has(c));
  if (units.length <= PAPER_MAX_UNITS && paperLike) return "PAPER";
  const slides = units.filter((u) => u.kind === "slide").length;
  if (slides * 2 > units.length) return "BULLET";
  return "PARAGRAPH";
}
