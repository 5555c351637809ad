import type { SummaryFormat, SummaryLength } from "@folio/contract";

export const PASTED_TEXT = "Pasted text";

/** Summary options (spec point 3) as the form shows them. */
export const FORMAT_LABELS: Record<SummaryFormat, string> = {
  AUTO: "Auto",
  PARAGRAPH: "Paragraphs",
  BULLET: "Bullet points",
  PAPER: "Paper (aim, method, results, limitations)",
};

export const LENGTH_LABELS: Record<SummaryLength, string> = {
  AUTO: "Auto length",
  SHORT: "Short",
  LONG: "Long",
};

export const SUMMARY_MESSAGES = {
  deleted: "Summary deleted",
  deleteFailed: "The summary could not be deleted. Please try again.",
  cancelled: "Summary cancelled",
} as const;
