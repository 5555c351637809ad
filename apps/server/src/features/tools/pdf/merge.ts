import path from "node:path";
import { AppError } from "../../../platform/errors.ts";
import { INGEST_LIMITS } from "../../../ingest/index.ts";
import { qpdf } from "./qpdf.ts";
import type { PdfInput } from "./receive-pdfs.ts";
import { resultName, type ToolFile } from "./tool-file.ts";

/** Several PDFs into one, in the order they were sent (qpdf, written to disk as it goes). */
export async function mergePdfs(dir: string, inputs: PdfInput[], signal?: AbortSignal): Promise<ToolFile> {
  if (inputs.length < 2) throw new AppError("tool_files_required", "Choose at least two PDFs to merge, in the order they should appear.");
  const pages = inputs.reduce((sum, f) => sum + f.pages, 0);
  if (pages > INGEST_LIMITS.maxPages) {
    throw new AppError("tool_input_too_large", `Together these PDFs have ${pages.toLocaleString("en-US")} pages; a merge makes at most ${INGEST_LIMITS.maxPages.toLocaleString("en-US")}.`);
  }
  const out = path.join(dir, "merged.pdf");
  await qpdf(["--empty", "--pages", ...inputs.flatMap((f) => [f.path, "1-z"]), "--", out], signal);
  return { path: out, contentType: "application/pdf", fileName: resultName(inputs[0]?.name ?? "document.pdf", "-merged") };
}
