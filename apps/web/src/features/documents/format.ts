import type { FileType } from "@folio/contract";
import { plural } from "@/lib/plural";

/** The spec's file size display (bytes, KB, MB with two decimals), shared with the server's messages. */
export { formatFileSize } from "@folio/contract";

export const FILE_TYPE_LABELS: Record<FileType, string> = {
  pdf: "PDF",
  txt: "Text",
  ppt: "PPT",
  pptx: "PPTX",
  epub: "EPUB",
  rtf: "RTF",
  csv: "CSV",
};

/** What the ingestion job is doing, in words for the progress line. */
export function stageLabel(stage: string | null): string {
  switch (stage) {
    case "uploading":
      return "Uploading";
    case "reading":
      return "Reading pages";
    case "ocr":
      return "Recognising text (OCR)";
    case "converting":
      return "Converting";
    case "indexing":
      return "Indexing";
    default:
      return "Waiting to start";
  }
}

export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : d.toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });
}

const UNIT_WORDS: Record<string, [string, string]> = {
  page: ["page", "pages"],
  slide: ["slide", "slides"],
  chapter: ["chapter", "chapters"],
  section: ["section", "sections"],
  rows: ["row block", "row blocks"],
};

/** "1 page", "23 slides", "4 row blocks": a document's size in its own units. */
export function unitCount(kind: string | null, n: number): string {
  const [one, many] = UNIT_WORDS[kind ?? "page"] ?? ["part", "parts"];
  return plural(n, one, many);
}
