import { columnHeader, splitSentences, tableRow, type Layout, type Sentence } from "../text/index.ts";
import type { EvidencePassage } from "./types.ts";

/** Text read around a passage so its first and last sentences are whole even where the chunk cut them. */
const CONTEXT_CHARS = 600;

/** Slides and row blocks are read line by line; pages, chapters and sections as running text. */
export function layoutOf(passage: EvidencePassage): Layout {
  return passage.locator.kind === "slide" || passage.locator.kind === "rows" ? "lines" : "prose";
}

/**
 * The whole sentences of a passage, as spans of its unit: the retrieved chunk often starts or ends
 * mid-sentence, so the sentences are cut from the unit around it and those the chunk touches are
 * kept. Offsets are in `unitText`, so every sentence is a verbatim span of the unit it cites.
 */
export function passageSentences(passage: EvidencePassage): Sentence[] {
  const at = passage.unitText.indexOf(passage.text);
  if (at < 0) return splitSentences(passage.text, layoutOf(passage)).filter((s) => passage.unitText.includes(s.text));
  const from = Math.max(0, at - CONTEXT_CHARS);
  const to = Math.min(passage.unitText.length, at + passage.text.length + CONTEXT_CHARS);
  const window = passage.unitText.slice(from, to);
  return splitSentences(window, layoutOf(passage))
    .map((s) => ({ ...s, start: s.start + from, end: s.end + from }))
    .filter((s) => s.end > at && s.start < at + passage.text.length)
    .filter((s) => (s.start > from || from === 0) && (s.end < to || to === passage.unitText.length));
}

/** The first lines of a page, where a statement or table names itself, up to where its table begins. */
const CAPTION_LINES = 4;

export function captionOf(passage: EvidencePassage): string {
  const lines = passage.unitText.trimStart().split("\n", CAPTION_LINES);
  const tableStarts = lines.findIndex((line) => tableRow(line) !== null || columnHeader(line) !== null);
  return (tableStarts < 0 ? lines : lines.slice(0, tableStarts)).join(" ");
}
