import { LIMITS } from "./limits.ts";
import type { RawUnit } from "./types.ts";

/**
 * A heading followed by fewer words than this merges with what follows: guessed headings in
 * plain text come in runs (tables of contents); real ones (RTF styles) can afford a lower bar.
 */
export const GUESSED_HEADING_MIN_WORDS = 120;
export const STYLED_HEADING_MIN_WORDS = 20;
const LABEL_HEADING_CHARS = 80;

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]/g;

/** Words in a line; CJK has no spaces, so two ideographs or kana count as one word. */
export function wordCount(line: string): number {
  const cjk = line.match(CJK)?.length ?? 0;
  const spaced = line.replace(CJK, " ").match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
  return spaced + cjk / 2;
}

interface Span {
  start: number;
  end: number;
  heading: string | null;
}

const isBlank = (line: string | undefined) => line === undefined || line.trim() === "";
/** A paragraph ends before a blank line or before an indented first line (common in books without blank lines). */
const startsParagraph = (line: string | undefined) => isBlank(line) || /^[ \t\u3000]/.test(line ?? "");

/**
 * Sections of a text given as lines: a new section at each heading (a heading followed by
 * almost nothing merges with the next), and long stretches cut at paragraph breaks near
 * `LIMITS.sectionWords`. Each unit's label carries its 1-based line range in `lines`.
 */
export function splitIntoSections(lines: string[], headings: (string | null)[], minWords: number): RawUnit[] {
  const spans: Span[] = [];
  let current: Span = { start: 0, end: 0, heading: null };
  for (let i = 0; i < lines.length; i++) {
    const heading = headings[i] ?? null;
    if (heading !== null && i > current.start) {
      current.end = i;
      spans.push(current);
      current = { start: i, end: i, heading };
    } else if (heading !== null) {
      current.heading = heading;
    }
  }
  current.end = lines.length;
  spans.push(current);

  const merged: Span[] = [];
  let pending: Span | null = null;
  for (const span of spans) {
    const joined: Span = pending ? { start: pending.start, end: span.end, heading: pending.heading ?? span.heading } : span;
    let words = 0;
    for (let i = joined.start; i < joined.end; i++) words += wordCount(lines[i] ?? "");
    pending = words < minWords ? joined : null;
    if (!pending) merged.push(joined);
  }
  if (pending) {
    const last = merged.pop();
    merged.push(last ? { start: last.start, end: pending.end, heading: last.heading } : pending);
  }

  return merged.flatMap((span) => cutLongSpan(lines, span, minWords)).flatMap((span) => toUnit(lines, span));
}

/** Cuts at the first blank line after the word budget is spent, or at any line if there is none for long. */
function cutLongSpan(lines: string[], span: Span, minWords: number): Span[] {
  const out: Span[] = [];
  let start = span.start;
  let words = 0;
  for (let i = span.start; i < span.end; i++) {
    words += wordCount(lines[i] ?? "");
    const atParagraphEnd = startsParagraph(lines[i + 1]);
    if ((words >= LIMITS.sectionWords && atParagraphEnd) || words >= LIMITS.sectionWords * 1.5) {
      out.push({ start, end: i + 1, heading: span.heading });
      start = i + 1;
      words = 0;
    }
  }
  if (start < span.end) {
    const tail = out.length > 0 && words < minWords ? out.pop() : undefined;
    out.push({ start: tail ? tail.start : start, end: span.end, heading: span.heading });
  }
  return out;
}

function toUnit(lines: string[], span: Span): RawUnit[] {
  let { start, end } = span;
  while (start < end && isBlank(lines[start])) start++;
  while (end > start && isBlank(lines[end - 1])) end--;
  if (start >= end) return [];
  const range = start + 1 === end ? `line ${start + 1}` : `lines ${start + 1}-${end}`;
  const heading = span.heading?.trim().slice(0, LABEL_HEADING_CHARS);
  const label = heading ? `${heading} (${range})` : range.charAt(0).toUpperCase() + range.slice(1);
  return [{ kind: "section", label, ...(heading ? { heading } : {}), text: lines.slice(start, end).join("\n"), source: "text", warnings: [] }];
}
