import { OcrRunOptions, TOOL_LIMITS, type OcrOptions, type PdfSplitOptions, type ToolEntry, type ToolOutput } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../platform/errors.ts";
import { countToolCall, type ToolCaller } from "./tool-calls.ts";
import { mergePdfs } from "./pdf/merge.ts";
import { ocrPdf } from "./pdf/ocr.ts";
import { receivePdfs } from "./pdf/receive-pdfs.ts";
import { splitPdf } from "./pdf/split.ts";
import { fileResponse, type ToolFile } from "./pdf/tool-file.ts";

/**
 * A PDF tool: the uploaded PDFs (checked as document uploads are) into a work directory of their
 * own, the engine (qpdf, tesseract) run as child processes with timeouts and memory limits, and
 * the result streamed from disk; the directory goes once the response has been sent or refused.
 */
export async function runPdfTool(deps: AppDeps, caller: ToolCaller, tool: ToolEntry, request: Request): Promise<Response | ToolOutput> {
  await countToolCall(deps, caller);
  const merge = tool.slug === "pdf-merge";
  const options = tool.slug === "ocr" ? OcrRunOptions : tool.options;
  const work = await receivePdfs(deps, caller.user, request, { maxFiles: merge ? TOOL_LIMITS.pdfFiles : 1, options });
  const signal = request.signal;
  try {
    const [first] = work.inputs;
    if (!first) throw new AppError("tool_files_required");
    let file: ToolFile;
    switch (tool.slug) {
      case "pdf-merge":
        file = await mergePdfs(work.dir, work.inputs, signal);
        break;
      case "pdf-split":
        file = await splitPdf(work.dir, first, work.options as PdfSplitOptions, signal);
        break;
      case "ocr": {
        const ocrOptions = work.options as OcrOptions & { text: boolean };
        const result = await ocrPdf(work.dir, first, ocrOptions, signal);
        if (ocrOptions.text) {
          await work.cleanup();
          return { output: result.text };
        }
        file = result.file;
        break;
      }
      default:
        throw new AppError("tool_not_found");
    }
    return await fileResponse(file, work.cleanup);
  } catch (err) {
    await work.cleanup();
    // The caller went away: its tools were stopped; nobody receives an answer, so it is no failure.
    if (signal.aborted) throw new AppError("request_closed", { cause: err });
    throw err;
  }
}
