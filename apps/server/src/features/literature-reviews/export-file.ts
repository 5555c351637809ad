import type { z } from "zod";
import type { ReviewExportQuery } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../platform/errors.ts";
import type { ScopedUser } from "../scope/index.ts";
import { reviewBibtex, reviewDocx, reviewMarkdown, reviewPdf } from "./export-review.ts";
import { ownedReview, toReview } from "./manage-reviews.ts";

const TYPES = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  md: "text/markdown; charset=utf-8",
  bib: "application/x-bibtex; charset=utf-8",
} as const;

/** The finished review as a file: bytes, its content type and a file name from the topic. */
export async function exportReview(deps: AppDeps, user: ScopedUser, id: string, format: z.infer<typeof ReviewExportQuery>["format"]): Promise<{ bytes: Uint8Array; contentType: string; fileName: string }> {
  const row = await ownedReview(deps, user, id);
  if (row.status !== "ready") throw new AppError("review_not_ready");
  const review = toReview(row);
  const encode = (s: string) => new TextEncoder().encode(s);
  const bytes = format === "pdf" ? await reviewPdf(review) : format === "docx" ? await reviewDocx(review) : encode(format === "md" ? reviewMarkdown(review) : reviewBibtex(review));
  const safe = review.topic.replace(/[\\/:*?"<>|\p{Cc}]+/gu, " ").replace(/\s+/gu, " ").trim().slice(0, 100) || "Literature review";
  return { bytes, contentType: TYPES[format], fileName: `${safe} - literature review.${format}` };
}
