import type { ToolEntry, ToolOutput } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../platform/errors.ts";
import { runDeterministicTool } from "./text-tool.ts";
import { runGenerativeTool, type GenerateInput } from "./generative/generate.ts";
import { countToolCall, type ToolCaller } from "./tool-calls.ts";

/** A JSON tool call `{text, options?}` (body already checked against the tool's schema): counted, then run. */
export async function runJsonTool(deps: AppDeps, caller: ToolCaller, tool: ToolEntry, call: GenerateInput): Promise<ToolOutput | Response> {
  await countToolCall(deps, caller);
  switch (tool.kind) {
    case "text":
      return runDeterministicTool(tool.slug, call.text, call.options);
    case "generative":
      return runGenerativeTool(deps, caller.user, tool, call);
    case "pdf":
      throw new AppError("tool_files_required");
  }
}
