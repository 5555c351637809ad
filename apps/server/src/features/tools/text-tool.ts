import { runTextTool } from "@folio/text-tools";
import type { ToolOutput } from "@folio/contract";
import { AppError } from "../../platform/errors.ts";

/** A deterministic tool: the same function the page runs in the browser; its refusal is a 422 saying what to change. */
export function runDeterministicTool(slug: string, text: string, options: unknown): ToolOutput {
  const result = runTextTool(slug, text, options);
  if (!result.ok) throw new AppError("validation", result.detail);
  return { output: result.output };
}
