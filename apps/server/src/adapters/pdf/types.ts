/**
 * What the PDF needs of a summary. The summaries engine's SummaryResult has this shape; it is
 * declared here so the adapter does not import a feature (imports point from features to adapters).
 */
export interface PdfCitation {
  n: number;
  unit: number;
  kind: "page" | "slide" | "chapter" | "section" | "rows";
  label: string;
  quote: string;
  verified: boolean;
}

export interface PdfSummary {
  format: "AUTO" | "PARAGRAPH" | "BULLET" | "PAPER";
  sections: { heading: string | null; statements: { text: string; citations: { unit: number; quote: string }[] }[] }[];
  citations: PdfCitation[];
}

export interface SummaryPdfInput {
  title: string;
  /** The summarised document's name, or a note such as "Pasted text". */
  source: string;
  date: Date;
  /** One of the ten languages ("EN", "ar", "zh-CN"…): labels, date, direction and fonts follow it. */
  language: string;
  summary: PdfSummary;
}
