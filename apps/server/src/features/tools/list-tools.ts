import { TOOLS, toolListItem, type ToolList } from "@folio/contract";

/** `GET /api/tools`: every tool page of the registry, in its order. */
export function listTools(): ToolList {
  return { tools: TOOLS.map(toolListItem) };
}
