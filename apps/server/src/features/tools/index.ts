/**
 * The free tools (issue 23): `GET /api/tools` from the contract's registry and `POST
 * /api/tools/{slug}`: deterministic text tools (@folio/text-tools, the code the pages run),
 * PDF tools on qpdf and the ingest library's OCR, generative tools through the model catalogue;
 * anonymous calls limited per address. See docs/decisions/0019-free-tools-server.md.
 */
export { listTools } from "./list-tools.ts";
export { runJsonTool } from "./run-text-tool.ts";
export { runPdfTool } from "./run-pdf-tool.ts";
export { unknownTool } from "./unknown-tool.ts";
export type { ToolCaller } from "./tool-calls.ts";
