import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { summariseExtractive, type SummaryResult } from "../../features/summaries/index.ts";
import { sampleUnits } from "../../features/summaries/engine/testdata/sample-units.ts";
import { closePdfRenderer, renderSummaryPdf } from "./index.ts";

const run = promisify(execFile);
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "folio-pdf-"));
});
afterAll(async () => {
  await closePdfRenderer();
  await rm(dir, { recursive: true, force: true });
});

async function saved(pdf: Uint8Array, name: string): Promise<string> {
  const file = path.join(dir, `${name}.pdf`);
  await writeFile(file, pdf);
  return file;
}

/** The PDF's text as pdftotext reads it, whitespace removed (CJK lines wrap anywhere). */
async function textOf(file: string): Promise<string> {
  const { stdout } = await run("pdftotext", ["-enc", "UTF-8", file, "-"]);
  return stdout.replace(/\s+/g, "");
}

/**
 * The share of dark pixels in a band of the first page, rasterised to grey at 60 dpi: text that
 * extracts but draws nothing (blank CJK glyphs) shows up here and not in pdftotext.
 */
async function darkShare(file: string, top: number, bottom: number): Promise<number> {
  const prefix = path.join(dir, path.basename(file, ".pdf"));
  await run("pdftoppm", ["-r", "60", "-gray", "-f", "1", "-l", "1", "-singlefile", file, prefix]);
  const pgm = await readFile(`${prefix}.pgm`);
  const header = pgm.subarray(0, 40).toString("latin1").match(/^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/);
  if (!header) throw new Error("not a binary PGM");
  const w = Number(header[1]);
  const h = Number(header[2]);
  const pixels = pgm.subarray(header[0].length);
  let dark = 0;
  let all = 0;
  for (let y = Math.floor(h * top); y < Math.floor(h * bottom); y++) {
    for (let x = Math.floor(w * 0.08); x < Math.floor(w * 0.92); x++) {
      all++;
      if ((pixels[y * w + x] ?? 255) < 128) dark++;
    }
  }
  return dark / all;
}

function summaryOf(name: string, language: string, format: "AUTO" | "BULLET" = "AUTO"): SummaryResult {
  return summariseExtractive(sampleUnits(name), { format, length: "LONG", language });
}

const date = new Date("2026-11-23T10:00:00Z");
const squash = (s: string) => s.replace(/\s+/g, "");

describe("renderSummaryPdf", () => {
  it("exports an English summary: title, source, date, sections, statements and numbered notes (its speed: npm run bench, summaries)", async () => {
    const summary = summaryOf("nap-study", "EN");
    const pdf = await renderSummaryPdf({ title: "Effects of a Short Nap", source: "nap-study.pdf", date, language: "EN", summary });
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe("%PDF-");
    const file = await saved(pdf, "en");
    const text = await textOf(file);
    for (const expected of ["Effects of a Short Nap", "Source: nap-study.pdf", "Date: November 23, 2026", "Aim", "Limitations", "Sources"]) expect(text).toContain(squash(expected));
    expect(text).toContain(squash("Nappers recalled 31.2 pairs on average"));
    expect(text).toContain(squash(`[1] ${summary.citations[0]?.label}: “`));
    expect(await darkShare(file, 0.08, 0.4)).toBeGreaterThan(0.01);
  });

  it.each([
    ["ZH", "city-parks", "AUTO", ["来源：city-parks.txt", "研究方法", "引用出处"]],
    ["JA", "local-railway", "BULLET", ["出典：local-railway.txt", "引用元", "「"]],
  ] as const)("exports a %s summary whose glyphs are drawn, not only extractable", async (language, name, format, labels) => {
    const summary = summaryOf(name, language, format);
    const file = await saved(await renderSummaryPdf({ title: summary.title ?? name, source: `${name}.txt`, date, language, summary }), name);
    const text = await textOf(file);
    for (const label of labels) expect(text).toContain(squash(label));
    for (const st of summary.sections.flatMap((s) => s.statements)) expect(text).toContain(squash(st.text));
    expect(await darkShare(file, 0.08, 0.4)).toBeGreaterThan(0.01);
  });

  it("exports an Arabic summary right to left, shaped, with its text extractable", async () => {
    const summary = summaryOf("desalination", "AR");
    const file = await saved(await renderSummaryPdf({ title: summary.title ?? "", source: "desalination.txt", date, language: "AR", summary }), "ar");
    const { stdout } = await run("pdftotext", ["-enc", "UTF-8", file, "-"]);
    expect(stdout).toContain("المصادر");
    expect(stdout).toContain("تحلية");
    expect(stdout).toContain("محطة");
    expect(await darkShare(file, 0.08, 0.4)).toBeGreaterThan(0.01);
    // The band under the short summary's notes is empty paper: the measure sees blank as blank.
    expect(await darkShare(file, 0.8, 0.93)).toBeLessThan(0.001);
  });

  it("prints document text as text, never as markup, and recovers after the renderer is closed", async () => {
    const summary: SummaryResult = {
      title: null,
      format: "BULLET",
      length: "SHORT",
      sections: [{ heading: "<h1>Heading</h1>", statements: [{ text: "Tags <b>stay</b> & <script>text</script>.", citations: [{ unit: 3, kind: "page", label: "Page 3", quote: "Tags <b>stay</b>" }] }] }],
      markdown: "",
      citations: [{ n: 1, unit: 3, kind: "page", label: "Page 3", quote: "Tags <b>stay</b>", verified: true }],
    };
    await closePdfRenderer();
    const text = await textOf(await saved(await renderSummaryPdf({ title: "A & B <i>", source: "s", date, language: "EN", summary }), "markup"));
    for (const literal of ["A & B <i>", "<h1>Heading</h1>", "Tags <b>stay</b> & <script>text</script>.", "[1] Page 3: “Tags <b>stay</b>”"]) expect(text).toContain(squash(literal));
  });
});
