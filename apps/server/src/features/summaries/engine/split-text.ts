import { splitParagraphSentences } from "../../../text/index.ts";
import type { SourceUnit } from "./types.ts";

// About a page of prose per section when the text has no headings; Chinese, Japanese and Korean say more per character.
const TARGET_SIZE = 2000;
const DENSE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
const LABEL_MAX = 60;

const size = (text: string) => text.length + 2 * (text.match(DENSE)?.length ?? 0);

/**
 * Units for pasted text: a section per heading when the text has headings (Markdown "#" lines or
 * short lines standing alone), else groups of paragraphs of about a page. Each unit's text is a
 * verbatim slice of the input, so quotes cited from it are spans of what the user pasted. A section
 * is labelled by its heading, or "Section n" (which summaries and PDFs say in their own language).
 */
export function splitTextIntoUnits(input: string): SourceUnit[] {
  const text = input.replace(/\r\n?/g, "\n");
  const headings = new Map(
    splitParagraphSentences(text, "prose")
      .filter((s) => s.heading)
      .map((h) => [lineStart(text, h.start), h.quote.replace(/^#+\s*/u, "")] as const),
  );
  const ranges = headings.size >= 2 ? headedRanges(text, [...headings.keys()]) : paragraphRanges(text);
  const units: SourceUnit[] = [];
  for (const [from, to] of ranges) {
    const body = text.slice(from, to).trim();
    if (!/[\p{L}\p{N}]/u.test(body)) continue;
    const n = units.length + 1;
    const heading = headings.get(from + (text.slice(from, to).length - text.slice(from, to).trimStart().length));
    units.push({ unit: n, kind: "section", label: heading ? shorten(heading) : `Section ${n}`, text: body });
  }
  return units;
}

function lineStart(text: string, at: number): number {
  return text.lastIndexOf("\n", at - 1) + 1;
}

function shorten(s: string): string {
  return s.length > LABEL_MAX ? `${s.slice(0, LABEL_MAX - 1).trimEnd()}…` : s;
}

/** From each heading to the next; a heading with nothing under it (a title over the first heading) joins the next section. */
function headedRanges(text: string, starts: number[]): [number, number][] {
  const cuts = [...starts.filter((s) => s > 0), text.length];
  const out: [number, number][] = [];
  let from = 0;
  for (const to of cuts) {
    const lines = text.slice(from, to).split("\n").filter((l) => l.trim() !== "");
    if (lines.length <= 1 && to < text.length) continue;
    out.push([from, to]);
    from = to;
  }
  return out;
}

function paragraphRanges(text: string): [number, number][] {
  const out: [number, number][] = [];
  let from = 0;
  for (const m of text.matchAll(/\n\s*\n/g)) {
    const end = m.index + m[0].length;
    if (size(text.slice(from, end)) >= TARGET_SIZE) {
      out.push([from, end]);
      from = end;
    }
  }
  out.push([from, text.length]);
  return out;
}
