export type SummaryFormat = "AUTO" | "PARAGRAPH" | "BULLET" | "PAPER";
export type SummaryLength = "AUTO" | "SHORT" | "LONG";
export type UnitKind = "page" | "slide" | "chapter" | "section" | "rows";

/** One unit of the document model (a page, slide, chapter, section or block of rows) with its text. */
export interface SourceUnit {
  /** 1-based, as in the document's locators. */
  unit: number;
  kind: UnitKind;
  label: string;
  text: string;
}

export interface StatementCitation {
  unit: number;
  kind: UnitKind;
  label: string;
  /** A verbatim span of that unit's text (whitespace collapsed). */
  quote: string;
}

export interface SummaryStatement {
  text: string;
  citations: StatementCitation[];
}

export interface SummarySection {
  /** In the requested language: "Results", "Pages 12–18"…; null for an unheaded run of text. */
  heading: string | null;
  statements: SummaryStatement[];
}

export interface SummaryCitation extends StatementCitation {
  /** The marker number, [n] in `markdown`. */
  n: number;
  /** The quote was found in the unit's text (whitespace-normalised); unverified ones should not be shown as sources. */
  verified: boolean;
}

/**
 * A finished summary, extractive (LOCAL) or abstractive (a provider fills the same shape: its
 * statements, its citations verified against the units). `format` and `length` are the resolved
 * ones: AUTO is replaced by what the document's shape chose.
 */
export interface SummaryResult {
  title: string | null;
  format: SummaryFormat;
  length: SummaryLength;
  sections: SummarySection[];
  /** The summary as Markdown: `## heading`, paragraphs or `- ` bullets, each statement followed by its [n] markers. */
  markdown: string;
  citations: SummaryCitation[];
}

export interface SummaryOptions {
  format: SummaryFormat;
  length: SummaryLength;
  /** One of the ten languages ("EN", "zh", "pt-BR"…) for headings and labels; English otherwise. */
  language: string;
  /** Steers the selection: sentences sharing its terms weigh more. */
  prompt?: string;
  /** Called as units are read and once more when the summary is composed (done === total). */
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}
