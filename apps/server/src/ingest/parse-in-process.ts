import { finishDocument } from "./finish-document.ts";
import type { ParseContext } from "./parse-context.ts";
import type { FileType, ParsedDocument, RawDocument } from "./types.ts";

type FormatParser = (path: string, ctx: ParseContext) => Promise<RawDocument>;

/** Each parser is loaded only when its format comes up, so a child pays for one format's libraries. */
const PARSERS: Record<FileType, () => Promise<FormatParser>> = {
  pdf: async () => (await import("./formats/parse-pdf.ts")).parsePdf,
  txt: async () => (await import("./formats/parse-txt.ts")).parseTxt,
  csv: async () => (await import("./formats/parse-csv.ts")).parseCsv,
  rtf: async () => (await import("./formats/parse-rtf.ts")).parseRtf,
  pptx: async () => (await import("./formats/parse-pptx.ts")).parsePptx,
  ppt: async () => (await import("./formats/parse-ppt.ts")).parsePpt,
  epub: async () => (await import("./formats/parse-epub.ts")).parseEpub,
};

/**
 * Parses one file in the current process. Only the sandboxed child calls this: the parent goes
 * through `parseDocument`, which adds the memory limit and kill timeout.
 */
export async function parseInProcess(path: string, type: FileType, ctx: ParseContext): Promise<ParsedDocument> {
  const startedAt = Date.now();
  const parse = await PARSERS[type]();
  return finishDocument(type, await parse(path, ctx), startedAt);
}
