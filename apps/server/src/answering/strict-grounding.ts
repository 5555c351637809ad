import { citedNumbers, compactNumbering, MARKER } from "./markers.ts";
import { splitSentences } from "../text/index.ts";
import { sniperNote } from "./sniper-text.ts";
import type { AnswerLanguage, Citation } from "./types.ts";
import type { VerifiedAnswer } from "./verify-citations.ts";

const HEADING = /^\s{0,3}#{1,6}\s/u;
/** "- item", "* item", "• item", "1. item", "2) item": the marker is kept, the item is filtered. */
const LIST_ITEM = /^(\s*(?:[-*+•]|\d{1,3}[.)])\s+)(.*)$/u;
const TABLE_ROW = /^\s*\|.*\|\s*$/u;
/** A Markdown table's rule line: "| --- | :---: |". */
const TABLE_RULE = /^\s*\|?(?:\s*:?-{3,}:?\s*\|)+\s*(?::?-{3,}:?\s*)?$/u;
/** Markers a sentence starts with: the model put them after the previous sentence's full stop ("… 1832. [1] Its …"). */

export interface GroundedText {
  /** The answer with only sentences that carry a marker (structure kept: paragraphs, list items, table rows, headings). */
  text: string;
  /** Sentences (or table rows) taken out for carrying no marker. */
  removed: number;
  /** No sentence carried a marker: the text is returned whole, to be marked rather than emptied. */
  noneVerified: boolean;
}

type Part = { kind: "blank" } | { kind: "heading"; line: string } | { kind: "text"; prefix: string; text: string } | { kind: "table"; rows: string[] };
type Line = { kind: "blank" | "heading" | "content"; line: string };

/**
 * Keeps the sentences of an answer that carry a citation marker. Run on a verified answer, whose
 * remaining markers are all verified citations, it leaves only sentences a source supports: a
 * paragraph keeps its cited sentences, a list item or a table row goes when it cites nothing, a
 * heading goes when nothing under it is left. When no sentence is cited at all (a refusal, or an
 * answer the model wrote from nothing it could cite), removing would leave an empty answer, so the
 * text is kept and `noneVerified` says it must be marked.
 */
export function keepCitedSentences(text: string): GroundedText {
  // Nothing written (a stop before the first word) is nothing to remove or mark.
  if (text.trim() === "") return { text: "", removed: 0, noneVerified: false };
  let removed = 0;
  const lines: Line[] = [];
  for (const part of parse(text)) {
    if (part.kind === "blank") lines.push({ kind: "blank", line: "" });
    else if (part.kind === "heading") lines.push({ kind: "heading", line: part.line });
    else if (part.kind === "text") {
      const sentences = claims(part.text);
      const cited = sentences.filter(isCited);
      removed += sentences.length - cited.length;
      if (cited.length > 0) lines.push({ kind: "content", line: `${part.prefix}${joinSentences(cited)}` });
    } else {
      const { header, data } = splitTable(part.rows);
      const cited = data.filter(isCited);
      removed += data.length - cited.length;
      if (cited.length > 0) for (const line of [...header, ...cited]) lines.push({ kind: "content", line });
    }
  }
  if (!lines.some((l) => l.kind === "content")) return { text: text.trim(), removed: 0, noneVerified: true };
  const kept = lines.filter((l, i) => l.kind !== "heading" || hasContentBelow(lines, i));
  const joined = kept.map((l) => l.line).join("\n").replace(/\n{3,}/gu, "\n\n").trim();
  return { text: joined, removed, noneVerified: false };
}

/**
 * Sniper mode over a verified answer (markers by passage number): only cited sentences stay, the
 * sources are numbered 1..k in order of first use, and a closing line in the answer's language says
 * how many sentences were removed, or that none had a verified source.
 */
export function groundStrictly(verified: VerifiedAnswer, language: AnswerLanguage): { text: string; citations: Citation[] } {
  const grounded = keepCitedSentences(verified.text);
  const numbered = compactNumbering(grounded.text, verified.citations);
  const note = sniperNote(language, grounded);
  return { text: note ? `${numbered.text}\n\n${note}`.trim() : numbered.text, citations: numbered.citations };
}

function isCited(sentence: string): boolean {
  return citedNumbers(sentence).length > 0;
}

function parse(text: string): Part[] {
  const parts: Part[] = [];
  for (const line of text.split(/\r?\n/u)) {
    const last = parts.at(-1);
    const item = LIST_ITEM.exec(line);
    if (line.trim() === "") parts.push({ kind: "blank" });
    else if (HEADING.test(line)) parts.push({ kind: "heading", line: line.trim() });
    else if (TABLE_ROW.test(line)) {
      if (last?.kind === "table") last.rows.push(line.trim());
      else parts.push({ kind: "table", rows: [line.trim()] });
    } else if (item) parts.push({ kind: "text", prefix: item[1] ?? "", text: item[2] ?? "" });
    // A plain line right after a paragraph or a list item continues it (Markdown's lazy continuation).
    else if (last?.kind === "text") last.text += `\n${line}`;
    else parts.push({ kind: "text", prefix: "", text: line });
  }
  return parts;
}

/**
 * A paragraph's sentences, each with its markers. The text is split without its markers (sentence
 * segmentation reads "[" as closing punctuation and would cut "it.[3]" after the bracket); each
 * marker then goes back into the sentence it was written in, and one written in the gap after a
 * full stop ("… 1832. [2] Mills …") goes to the sentence before it, which is the one it cites for.
 */
function claims(text: string): string[] {
  const markers: { at: number; text: string; spaced: boolean }[] = [];
  let stripped = "";
  let from = 0;
  for (const m of text.matchAll(MARKER)) {
    stripped += text.slice(from, m.index);
    markers.push({ at: stripped.length, text: m[0], spaced: /\s$/u.test(stripped) });
    from = m.index + m[0].length;
  }
  stripped += text.slice(from);
  const sentences = splitSentences(stripped);
  return sentences
    .map((s, i) => {
      const next = sentences[i + 1];
      const own = markers.filter((m) => (i === 0 || m.at > s.start) && (!next || m.at <= next.start));
      let sentence = s.text;
      for (const m of own.filter((o) => o.at < s.end).reverse()) sentence = sentence.slice(0, m.at - s.start) + m.text + sentence.slice(m.at - s.start);
      for (const m of own.filter((o) => o.at >= s.end)) sentence += m.spaced ? ` ${m.text}` : m.text;
      return sentence.replace(/\s+/gu, " ").trim();
    })
    .filter((sentence) => /\p{L}|\p{N}/u.test(sentence));
}

/** Sentences joined as the language writes them: CJK full stops take no space after them. */
function joinSentences(sentences: string[]): string {
  return sentences.reduce((out, s) => (out === "" ? s : /[。！？]$/u.test(out) ? out + s : `${out} ${s}`), "");
}

/** A table's header row and rule line (kept with any cited row), and its data rows (each a claim). */
function splitTable(rows: string[]): { header: string[]; data: string[] } {
  const rule = rows.findIndex((r) => TABLE_RULE.test(r));
  if (rule === 1) return { header: rows.slice(0, 2), data: rows.slice(2) };
  return { header: [], data: rows.filter((r) => !TABLE_RULE.test(r)) };
}

/** Whether a heading still has content in its section (up to the next heading of its level or above). */
function hasContentBelow(lines: Line[], heading: number): boolean {
  const level = headingLevel(lines[heading]?.line ?? "");
  for (const l of lines.slice(heading + 1)) {
    if (l.kind === "heading" && headingLevel(l.line) <= level) return false;
    if (l.kind === "content") return true;
  }
  return false;
}

function headingLevel(line: string): number {
  return /^#+/u.exec(line)?.[0].length ?? 0;
}
