import { findTool } from "@folio/contract";
import { AppError } from "../../platform/errors.ts";

/** `POST /api/tools/{slug}` for a slug with no route of its own: not a tool, or one with its own API. */
export function unknownTool(slug: string): never {
  const tool = findTool(slug);
  if (tool?.api === "literature-reviews") throw new AppError("tool_not_found", `${tool.name} has its own API: POST /api/literature-reviews.`);
  throw new AppError("tool_not_found", `There is no tool "${slug.slice(0, 80)}". GET /api/tools lists every tool.`);
}
