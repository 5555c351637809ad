import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's copy of the shared real-world fixtures (see test-fixtures/README.md). */
export const FIXTURES_DIR = fileURLToPath(new URL("../../../../test-fixtures/formats", import.meta.url));

export function fixturePath(type: string, name: string): string {
  return path.join(FIXTURES_DIR, type, name);
}

export interface FixturePhrase {
  text: string;
  page?: number;
  slide?: number;
  spine_item?: number;
  records?: number[];
  lines?: number[];
}

export function fixtureSidecar(type: string, name: string): { phrases: FixturePhrase[] } & Record<string, unknown> {
  return JSON.parse(fs.readFileSync(`${fixturePath(type, name)}.json`, "utf8"));
}

/** The fixtures' matching rule: NFKC, no bidi marks or BOM, whitespace collapsed. */
export function normaliseForMatch(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
