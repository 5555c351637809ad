import path from "node:path/posix";
import { asArray, parseXmlTree } from "../safe-xml.ts";
import { resolvePartTarget } from "./package-paths.ts";

export interface Relationship {
  id: string;
  type: string;
  /** Zip entry name the target resolves to. */
  target: string;
}

/** `ppt/slides/slide1.xml` → `ppt/slides/_rels/slide1.xml.rels`. */
export function relsPathOf(part: string): string {
  return path.join(path.dirname(part), "_rels", `${path.basename(part)}.rels`);
}

/** Internal relationships of a part (external links are no part of the package). */
export function readRelationships(files: Map<string, Buffer>, part: string): Relationship[] {
  const xml = files.get(relsPathOf(part));
  if (!xml) return [];
  const tree = parseXmlTree(xml.toString("utf8"));
  const root = findChild(tree, "Relationships");
  return asArray(findChild(root, "Relationship") as Record<string, string> | Record<string, string>[] | undefined)
    .filter((r) => r.TargetMode !== "External" && typeof r.Target === "string")
    .map((r) => ({ id: r.Id ?? "", type: r.Type ?? "", target: resolvePartTarget(part, r.Target ?? "") }));
}

/** A child of a parsed tree node by local name, whatever namespace prefix the writer chose. */
export function findChild(node: unknown, local: string): unknown {
  if (!node || typeof node !== "object") return undefined;
  for (const [key, value] of Object.entries(node)) {
    if (key === local || key.endsWith(`:${local}`)) return value;
  }
  return undefined;
}
