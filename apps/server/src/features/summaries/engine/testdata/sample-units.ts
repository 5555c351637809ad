import { readFileSync } from "node:fs";
import { splitTextIntoUnits } from "../split-text.ts";
import type { SourceUnit } from "../types.ts";

/** A document of the sample dataset (testdata/sample/<name>.txt) as pasted text's units. */
export function sampleUnits(name: string): SourceUnit[] {
  return splitTextIntoUnits(readFileSync(new URL(`./sample/${name}.txt`, import.meta.url), "utf8"));
}
