import { readFile } from "node:fs/promises";
import { OfficeParser, type OfficeContentNode } from "officeparser";
import { cleanChars } from "../clean-text.ts";
import { damaged, unreadableText } from "../ingest-error.ts";
import type { ParseContext } from "../parse-context.ts";
import { STYLED_HEADING_MIN_WORDS, splitIntoSections } from "../sections.ts";
import { assessText } from "../text-quality.ts";
import type { RawDocument } from "../types.ts";

interface Block {
  text: string;
  heading: boolean;
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, " ").trim();

/** `{\info{\title …}}`, which officeparser leaves out of its metadata; \'xx as windows-1252, \uN as Unicode. */
export function rtfTitle(rtf: string): string | null {
  const raw = /\{\\info[\s\S]{0,2000}?\{\\title\s?([^{}]*)\}/.exec(rtf)?.[1];
  if (!raw) return null;
  const title = raw
    .replace(/\\u(-?\d+)\??/g, (_, n: string) => String.fromCharCode((Number(n) + 0x10000) % 0x10000))
    .replace(/\\'([0-9a-fA-F]{2})/g, (_, hex: string) => new TextDecoder("windows-1252").decode(Uint8Array.of(parseInt(hex, 16))))
    .replace(/\\[a-z]+-?\d* ?/g, "")
    .trim();
  return title || null;
}

/** The footnotes and endnotes referenced inside a node, in reading order (officeparser hangs them on the text run that cites them). */
function notesIn(node: OfficeContentNode): OfficeContentNode[] {
  const out = [...(node.notes ?? [])];
  for (const child of node.children ?? []) out.push(...notesIn(child));
  return out;
}

/**
 * A footnote's text is part of the document: it goes on a line of its own right after the paragraph
 * (heading, table row) that cites it, numbered as the document numbers it ("(1) Records of…").
 */
function pushNotes(node: OfficeContentNode, out: Block[]): void {
  for (const note of notesIn(node)) {
    const text = oneLine(note.text ?? "");
    const id = note.metadata && "noteId" in note.metadata ? note.metadata.noteId : undefined;
    if (text) out.push({ text: id ? `(${id}) ${text}` : text, heading: false });
  }
}

/** Paragraphs and headings stay as written, each followed by its footnotes; a table row becomes one line of tab-separated cells. */
function blocksOf(node: OfficeContentNode, out: Block[]): void {
  switch (node.type) {
    case "heading":
      out.push({ text: oneLine(node.text ?? ""), heading: true });
      pushNotes(node, out);
      return;
    case "table":
      for (const row of node.children ?? []) {
        out.push({ text: (row.children ?? []).map((cell) => oneLine(cell.text ?? "")).join("\t"), heading: false });
        pushNotes(row, out);
      }
      return;
    case "list":
      for (const item of node.children ?? []) blocksOf(item, out);
      return;
    case "image":
    case "chart":
    case "drawing":
    case "comment":
      return;
    default:
      if (node.children?.some((c) => c.type === "table" || c.type === "list" || c.type === "heading")) {
        for (const child of node.children) blocksOf(child, out);
      } else if (node.text?.trim()) {
        out.push({ text: node.text, heading: false });
        pushNotes(node, out);
      }
  }
}

/**
 * RTF through officeparser 8 (the stack notes found it right on \u escapes, \'xx bytes in each
 * font's code page and \ucN), then sections at its headings or every ~2,000 words. Line ranges
 * count lines of the extracted text, one paragraph per line with a blank line between.
 */
export async function parseRtf(path: string, ctx: ParseContext): Promise<RawDocument> {
  ctx.progress({ stage: "reading", done: 0, total: 1 });
  const bytes = await readFile(path);
  let content: OfficeContentNode[];
  let title: string | null;
  try {
    const ast = await OfficeParser.parseOffice(bytes, {
      fileType: "rtf",
      ignoreHeadersAndFooters: true,
      ignoreComments: true,
      extractAttachments: false,
      ocr: false,
      abortSignal: ctx.signal,
    });
    content = ast.content;
    title = ast.metadata.title?.trim() || rtfTitle(bytes.subarray(0, 64 * 1024).toString("latin1"));
  } catch (err) {
    if (err instanceof Error && err.name === "AbortError") throw err;
    throw damaged("its RTF could not be read", err instanceof Error ? err.message : String(err));
  }

  const blocks: Block[] = [];
  for (const node of content) blocksOf(node, blocks);
  const rawText = blocks.map((b) => b.text).join("\n");
  const verdict = assessText(rawText);
  if (verdict.problem) throw unreadableText(`its text could not be read (${verdict.reason})`);

  const lines: string[] = [];
  const headings: (string | null)[] = [];
  for (const block of blocks) {
    for (const line of cleanChars(block.text).split("\n")) {
      lines.push(line);
      headings.push(block.heading && line.trim() ? line.trim() : null);
    }
    lines.push("");
    headings.push(null);
  }
  ctx.progress({ stage: "reading", done: 1, total: 1 });
  return { title, units: splitIntoSections(lines, headings, STYLED_HEADING_MIN_WORDS), warnings: [] };
}
