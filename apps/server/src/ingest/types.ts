import type { LocatorKind } from "@folio/contract";
import type { TextVerdict } from "./text-quality.ts";

export type FileType = "pdf" | "txt" | "ppt" | "pptx" | "epub" | "rtf" | "csv";

export const FILE_TYPES: readonly FileType[] = ["pdf", "txt", "ppt", "pptx", "epub", "rtf", "csv"];

export type UnitSource = "text" | "ocr";

/** One locatable part of a document: a page, slide, chapter, section or block of rows. */
export interface ParsedUnit {
  /** 1-based, in reading order. */
  unit: number;
  kind: LocatorKind;
  label: string;
  /** The unit's own title (a section heading, a chapter's title) when it has one; the label adds its locator. */
  heading?: string;
  text: string;
  source: UnitSource;
  warnings: string[];
}

export interface ParseReport {
  units: { unit: number; source: UnitSource; chars: number; warnings: string[] }[];
  warnings: string[];
  durationMs: number;
}

export interface ParsedDocument {
  fileType: FileType;
  title: string | null;
  /** Detected from the text, ISO 639-1 (one of the ten chat languages), or null when unsure. */
  language: string | null;
  units: ParsedUnit[];
  report: ParseReport;
}

export type ProgressStage = "reading" | "ocr" | "converting";

export type ProgressListener = (p: { stage: ProgressStage; done: number; total: number }) => void;

export interface ParseOptions {
  signal?: AbortSignal;
  onProgress?: ProgressListener;
  /** Tesseract language codes (e.g. ["deu"]); detected from the document when absent. */
  ocrLanguages?: string[];
  /** Documents with more pages (or slides) than this are refused before parsing. */
  maxPages?: number;
  /** The parsing child process is killed after this long. */
  timeoutMs?: number;
  /** The parsing child's data segment limit (RLIMIT_DATA), in bytes; at least 700 MiB (Node reserves 512 MiB of it at start). */
  memoryLimitBytes?: number;
}

export interface Chunk {
  unit: number;
  /** 0-based position within its unit. */
  ordinal: number;
  text: string;
  /** Offsets into the unit's text: text === unit.text.slice(charStart, charEnd). */
  charStart: number;
  charEnd: number;
}

/** What a format parser hands back before numbering, cleaning and the quality checks. */
export interface RawUnit {
  kind: LocatorKind;
  label: string;
  /** As ParsedUnit's. */
  heading?: string;
  text: string;
  source: UnitSource;
  warnings: string[];
  /** assessText's verdict on exactly `text`, when the parser made it already (a PDF page, while pdftotext read on). */
  verdict?: TextVerdict;
}

export interface RawDocument {
  title: string | null;
  units: RawUnit[];
  warnings: string[];
}
