import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { FolioError } from "@folio/client";

const FENCE = "document_text";

/**
 * Document text handed to an assistant, fenced as data: a document cannot close the fence or open
 * another (tags of its name lose their "<"), so an instruction written inside a document stays a
 * quotation the tool descriptions tell the model never to follow.
 */
export function fenceText(text: string, source: { title: string; location: string }): string {
  const clean = (s: string) => s.replace(new RegExp(`<(\\s*/?\\s*${FENCE}\\b)`, "giu"), "‹$1");
  const attr = (s: string) => clean(s).replace(/["\n\r]/gu, " ");
  return `<${FENCE} source="${attr(source.title)}" location="${attr(source.location)}">\n${clean(text)}\n</${FENCE}>`;
}

/** Folio's viewer opened at a unit, the quote highlighted (apps/web route /documents/$docId?unit=&quote=). */
export function viewerUrl(origin: string, docId: string, unit: number, quote?: string): string {
  const url = new URL(`/documents/${encodeURIComponent(docId)}`, origin);
  url.searchParams.set("unit", String(unit));
  if (quote) url.searchParams.set("quote", quote.slice(0, 2000));
  return url.toString();
}

/** A tool's result, as structuredContent and as the same JSON in a text block (for clients that read only text). */
export function toolResult(value: Record<string, unknown>): CallToolResult {
  return { structuredContent: value, content: [{ type: "text", text: JSON.stringify(value) }] };
}

/** A refusal the assistant reads: the API's human message and its code, never a stack. */
export function toolError(message: string): CallToolResult {
  return { isError: true, content: [{ type: "text", text: message }] };
}

/** Runs a tool; a failed API call (scope 404/403, quota 402, rate 429, bad input 422) becomes a tool error with Folio's message. */
export async function runTool(work: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof FolioError) return toolError(`${err.detail} (${err.status} ${err.code})`);
    throw err;
  }
}
