import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import iconv from "iconv-lite";
import { afterAll, describe, expect, it } from "vitest";
import { parseDocument } from "./index.ts";
import { makePdf, proseLines } from "./testing/make-pdf.ts";
import { epubEntries, makeZip } from "./testing/make-zip.ts";

/** Files the tests make themselves, for what the fixtures do not cover. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "folio-ingest-generated-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const write = (name: string, bytes: Buffer | string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return file;
};

/** A "scan": the text page rendered at 300 dpi and put back as a picture, with no text layer. */
function scannedPage(lines: string[]): Buffer {
  const source = write(`scan-source-${lines[0]?.slice(0, 8).replace(/\W/g, "")}.pdf`, makePdf([{ lines }]));
  return execFileSync("pdftoppm", ["-r", "300", "-gray", "-singlefile", source], { maxBuffer: 64 * 1024 * 1024 });
}

describe("generated plain text", () => {
  const storyLines = (tag: string) => Array.from({ length: 40 }, (_, i) => `${tag} line ${i + 1}: the river rose over the road and the town slept.`);

  it("reads UTF-16BE with a BOM, splits at Markdown headings and labels line ranges", async () => {
    const text = ["# The Storm", "", ...storyLines("storm"), "", "# After", "", ...storyLines("after")].join("\n");
    const file = write("story.txt", Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(text, "utf-16be")]));
    const doc = await parseDocument(file, "txt");
    expect(doc.units.map((u) => u.label)).toEqual(["The Storm (lines 1-42)", "After (lines 44-85)"]);
    expect(doc.units[1]?.text.split("\n")[2]).toBe("after line 1: the river rose over the road and the town slept.");
    expect(doc.title).toBe("The Storm");
    expect(doc.language).toBe("en");
  });

  it("reads GB18030 Chinese and Latin-1 text", async () => {
    const chinese = "第一章　风暴\n\n" + "那天夜里，河水漫过了道路，小镇在沉睡中。".repeat(40);
    const zh = await parseDocument(write("zh.txt", iconv.encode(chinese, "gb18030")), "txt");
    expect(zh.units[0]?.text).toContain("河水漫过了道路");
    expect(zh.language).toBe("zh");
    const french = "La tempête arriva la nuit ; la rivière déborda sur la route et la ville dormait. ".repeat(30);
    const fr = await parseDocument(write("fr.txt", iconv.encode(french, "latin1")), "txt");
    expect(fr.units[0]?.text).toContain("La tempête arriva");
    expect(fr.language).toBe("fr");
  });
});

describe("generated CSV", () => {
  it("repeats the header in every block, one record per line even when a cell had line breaks", async () => {
    const rows = Array.from({ length: 100 }, (_, i) => `${i + 1};"Ville ${i + 1}; centre";"note ""${i + 1}""\nsuite"`);
    const doc = await parseDocument(write("t.csv", ["id;ville;note", ...rows].join("\r\n")), "csv");
    expect(doc.units.map((u) => u.label)).toEqual(["Rows 1-40", "Rows 41-80", "Rows 81-100"]);
    for (const unit of doc.units) expect(unit.text.split("\n")[0]).toBe("id;ville;note");
    // Values read as written: the doubled quotes were the file's escape; only the value holding the delimiter is quoted.
    expect(doc.units[1]?.text.split("\n")[1]).toBe('41;"Ville 41; centre";note "41" suite');
    expect(doc.units[2]?.text.split("\n")).toHaveLength(21);
  });

  it("reads a single-column file", async () => {
    const doc = await parseDocument(write("one.csv", ["name", ...Array.from({ length: 5 }, (_, i) => `person ${i}`)].join("\n")), "csv");
    expect(doc.units).toHaveLength(1);
    expect(doc.units[0]?.text).toBe("name\nperson 0\nperson 1\nperson 2\nperson 3\nperson 4");
  });
});

describe("generated RTF", () => {
  it("uses styled headings for sections, the info title, and each font's code page", async () => {
    const body = Array.from({ length: 30 }, (_, i) => `The storm came in the night ${i} and the river rose over the road.`).join(" ");
    const rtf = [
      "{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0 Times New Roman;}{\\f1\\fcharset134 SimSun;}}",
      "{\\stylesheet{\\s0 Normal;}{\\s1\\outlinelevel0 heading 1;}}{\\info{\\title The Storm Book}}",
      "{\\pard\\s1\\outlinelevel0 The Storm\\par}",
      `{\\pard\\s0 ${body}\\par}`,
      "{\\pard\\s1\\outlinelevel0 After the Storm\\par}",
      `{\\pard\\s0 Caf\\'e9 cr\\u232?me and {\\f1 \\'d6\\'d0\\'b9\\'fa} ${body}\\par}}`,
    ].join("\n");
    const doc = await parseDocument(write("h.rtf", rtf), "rtf");
    expect(doc.title).toBe("The Storm Book");
    expect(doc.units.map((u) => u.label)).toEqual(["The Storm (lines 1-3)", "After the Storm (lines 5-7)"]);
    expect(doc.units[1]?.text).toContain("Café crème and 中国");
  });
});

describe("generated EPUB 2 with only an NCX", () => {
  it("titles chapters from the NCX and resolves percent-encoded paths", async () => {
    const opf =
      '<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="2.0"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Old Book</dc:title></metadata>' +
      '<manifest><item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/><item id="c1" href="ch%201.xhtml" media-type="application/xhtml+xml"/><item id="c2" href="text/two.html" media-type="application/xhtml+xml"/></manifest>' +
      '<spine toc="ncx"><itemref idref="c1"/><itemref idref="c2"/></spine></package>';
    const ncx =
      '<?xml version="1.0"?><!DOCTYPE ncx PUBLIC "-//NISO//DTD ncx 2005-1//EN" "http://www.daisy.org/z3986/2005/ncx-2005-1.dtd"><ncx xmlns="http://www.daisy.org/z3986/2005/ncx/"><navMap>' +
      '<navPoint id="n1"><navLabel><text>The Storm</text></navLabel><content src="ch%201.xhtml#start"/>' +
      '<navPoint id="n2"><navLabel><text>The Calm</text></navLabel><content src="text/two.html"/></navPoint></navPoint></navMap></ncx>';
    const entries = [
      ...epubEntries('<!DOCTYPE html><html><head><title>x</title><style>p{}</style></head><body><p>Rain&nbsp;fell &amp; the river rose&#8212;fast.</p></body></html>', { opf }),
      { name: "OEBPS/toc.ncx", data: ncx },
      { name: "OEBPS/text/two.html", data: "<html><body><h2>Two</h2><table><tr><td>a</td><td>b</td></tr></table><script>alert(1)</script></body></html>" },
    ];
    const doc = await parseDocument(write("old.epub", makeZip(entries)), "epub");
    expect(doc.title).toBe("Old Book");
    expect(doc.units.map((u) => u.label)).toEqual(["Chapter 1: The Storm", "Chapter 2: The Calm"]);
    expect(doc.units[0]?.text).toBe("Rain\u00a0fell & the river rose—fast.");
    expect(doc.units[1]?.text).toBe("Two\n\na\tb");
  });
});

describe("generated PDFs", () => {
  it("gives each page its text, in order, with progress while reading", async () => {
    const file = write("ten.pdf", makePdf(Array.from({ length: 10 }, (_, i) => ({ lines: proseLines(40, `Marker ${i + 1}`) }))));
    const progress: { stage: string; done: number; total: number }[] = [];
    const doc = await parseDocument(file, "pdf", { onProgress: (p) => progress.push(p) });
    expect(doc.units).toHaveLength(10);
    doc.units.forEach((u, i) => {
      expect(u.text.startsWith(`Marker ${i + 1}:`)).toBe(true);
      expect(u).toMatchObject({ unit: i + 1, kind: "page", label: `Page ${i + 1}`, source: "text", warnings: [] });
    });
    expect(progress.at(-1)).toEqual({ stage: "reading", done: 10, total: 10 });
    expect(doc.report.units).toHaveLength(10);
    expect(doc.report.durationMs).toBeGreaterThan(0);
  });

  it("OCRs only the scanned page of a mixed document, in the language of its text pages", async () => {
    const scan = scannedPage(["Recording a Sequence", ...proseLines(12, "Scanned")]);
    const file = write("mixed.pdf", makePdf([{ lines: proseLines(40, "First") }, { pgm: scan }, { lines: [] }, { lines: proseLines(40, "Last") }]));
    const stages = new Set<string>();
    const doc = await parseDocument(file, "pdf", { onProgress: (p) => stages.add(p.stage) });
    expect(doc.units.map((u) => u.source)).toEqual(["text", "ocr", "text", "text"]);
    expect(doc.units[1]?.text).toContain("Recording a Sequence");
    expect(doc.report.units[2]?.warnings).toEqual(["Empty page"]);
    expect(doc.report.warnings).toContain("1 page read by OCR (eng)");
    expect([...stages]).toEqual(["reading", "ocr"]);
  });

  it("OCRs a page whose text layer is garbled (a font mapping to private-use codes) and says why", async () => {
    const doc = await parseDocument(write("garbled.pdf", makePdf([{ lines: proseLines(20, "Broken font page") }], { garbledTextLayer: true })), "pdf");
    expect(doc.units[0]?.source).toBe("ocr");
    expect(doc.units[0]?.text).toContain("Broken font page: the at of solar northern");
    expect(doc.units[0]?.warnings).toEqual(["Garbled text layer (characters without a Unicode meaning (a font without a character map))"]);
  });

  it("finds the language of a scan with no text layer anywhere, and reads it with that model", async () => {
    const german = [
      "Die Größe der Stadt überraschte uns.",
      "Wir gingen über die Brücke und sahen den Fluss.",
      "Es war ein schöner Tag, und die Straßen waren voll.",
      "Die Kinder spielten auf dem Platz vor der Kirche.",
      "Am Abend kehrten wir müde, aber glücklich zurück.",
    ];
    const doc = await parseDocument(write("scan-de.pdf", makePdf([{ pgm: scannedPage(german) }])), "pdf");
    expect(doc.report.warnings).toContain("1 page read by OCR (deu)");
    expect(doc.units[0]?.text).toContain("Die Größe der Stadt");
    expect(doc.language).toBe("de");
  });
});
