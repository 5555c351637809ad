import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseDocument } from "./index.ts";
import { makePdf, proseLines } from "./testing/make-pdf.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "folio-ingest-lanes-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const write = (name: string, bytes: Buffer | string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return file;
};

describe("parsing lanes", () => {
  it("reads text documents while scans are OCR'd: scans wait in their own lane, not in front of text", async () => {
    const source = write("scan-source.pdf", makePdf([{ lines: proseLines(30, "Scanned page") }]));
    const pgm = execFileSync("pdftoppm", ["-r", "300", "-gray", "-singlefile", source], { maxBuffer: 64 * 1024 * 1024 });
    const scan = write("scan.pdf", makePdf(Array.from({ length: 2 }, () => ({ pgm }))));
    // One more scan than there are text parsers: in one shared pool they would take every process.
    const stop = new AbortController();
    let ocrStarted!: () => void;
    const firstScanOcr = new Promise<void>((resolve) => (ocrStarted = resolve));
    const scans = Array.from({ length: os.availableParallelism() + 1 }, () => {
      let finished = false;
      const parsing = parseDocument(scan, "pdf", { ocrLanguages: ["eng"], signal: stop.signal, onProgress: (p) => p.stage === "ocr" && ocrStarted() });
      parsing.then(() => (finished = true)).catch(() => {});
      return { parsing, finished: () => finished };
    });
    try {
      await firstScanOcr;
      const text = await parseDocument(write("notes.txt", "Meeting notes: the river rose over the road.\n".repeat(50)), "txt");
      expect(text.units[0]?.text).toContain("the river rose");
      expect(scans.every((s) => !s.finished())).toBe(true);
    } finally {
      stop.abort();
      await Promise.allSettled(scans.map((s) => s.parsing));
    }
  });

  it("reads the next document after one that could not be read", async () => {
    const good = makePdf([{ lines: proseLines(20, "Intact page") }]);
    await expect(parseDocument(write("broken.pdf", good.subarray(0, good.length / 2)), "pdf")).rejects.toMatchObject({ name: "IngestError" });
    const doc = await parseDocument(write("intact.pdf", good), "pdf");
    expect(doc.units[0]?.text).toContain("Intact page");
  });
});
