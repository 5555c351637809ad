import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readQaDataset } from "./qa-dataset.ts";

const EVAL_QA = fileURLToPath(new URL("../qa", import.meta.url));
const collapse = (s: string) => s.replace(/\s+/g, " ").toLowerCase();

/** A PDF's pages as pdftotext reads them (page n at index n - 1), white space collapsed and lower-cased. */
function pdfPages(file: string): string[] {
  const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  return text.split("\f").map(collapse);
}

// The evaluation set of docs/chat.md ("Measuring"): its gold must stay true to its documents.
describe("the eval/qa set", async () => {
  const { folder, lines } = await readQaDataset(EVAL_QA);

  it("has 40+ questions with distinct ids on 5+ documents, half of them on tables or figures, a few unanswerable", () => {
    expect(lines.length).toBeGreaterThanOrEqual(40);
    expect(new Set(lines.map((l) => l.id)).size).toBe(lines.length);
    expect(new Set(lines.map((l) => l.document)).size).toBeGreaterThanOrEqual(5);
    expect(lines.filter((l) => l.kind === "table" || l.kind === "figure").length * 2).toBeGreaterThanOrEqual(lines.length);
    expect(lines.filter((l) => l.kind === "unanswerable").length).toBeGreaterThanOrEqual(3);
  });

  it("names evidence pages that are exactly the pages holding the answer's quotes", () => {
    const pages = new Map<string, string[]>();
    for (const line of lines) {
      const file = path.resolve(folder, line.document);
      expect(fs.existsSync(file), line.document).toBe(true);
      if (!line.evidence_quotes) {
        expect(line.kind, `${line.id} has evidence but no quotes to check it by`).toBe("unanswerable");
        continue;
      }
      if (!pages.has(file)) pages.set(file, pdfPages(file));
      const quotes = line.evidence_quotes.map(collapse);
      const holding = pages.get(file)!.flatMap((text, i) => (quotes.some((q) => text.includes(q)) ? [i + 1] : []));
      expect(holding, line.id).toEqual(line.evidence_units);
    }
  }, 120_000);
});
