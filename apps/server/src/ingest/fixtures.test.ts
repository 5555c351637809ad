import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { fixturePath, fixtureSidecar, normaliseForMatch, type FixturePhrase } from "../test-support/fixtures.ts";
import { chunkUnits, detectFileType, inspectFile, parseDocument, type FileType, type ParsedDocument, type ParsedUnit } from "./index.ts";

/**
 * Every real-world fixture through the public API (detect, inspect, sandboxed parse), each
 * sidecar phrase asserted on the unit its sidecar names.
 */
const parsed = new Map<string, Promise<ParsedDocument>>();
function parseFixture(type: string, name: string): Promise<ParsedDocument> {
  const key = `${type}/${name}`;
  if (!parsed.has(key)) {
    const parse = parseDocument(fixturePath(type, name), type as FileType);
    // Started early and awaited by the test that needs it; its failure is reported there.
    parse.catch(() => {});
    parsed.set(key, parse);
  }
  return parsed.get(key) as Promise<ParsedDocument>;
}

// Each parse is a child process mostly waiting on tools (tesseract, LibreOffice): start them all at once.
const ALL_FIXTURES: [string, string][] = [
  ["pdf", "federal-register-2020-17221.pdf"],
  ["pdf", "linn.pdf"],
  ["ppt", "bug58733_671884.ppt"],
  ["ppt", "alterman_security.ppt"],
  ["pdf", "nics-background-checks-2015-11.pdf"],
  ["pdf", "issue16063.pdf"],
  ["pdf", "arabic.pdf"],
  ["pdf", "testPDF_protected.pdf"],
  ["pptx", "2411-Performance_Up.pptx"],
  ["pptx", "bug62513.pptx"],
  ["epub", "testEPUB_multi-metadata-vals.epub"],
  ["epub", "The Incomplete Theft - Ralph Burke.epub"],
  ["rtf", "testTextConversion.rtf"],
  ["rtf", "testUnicode.rtf"],
  ["txt", "candide-utf-16le.txt"],
  ["txt", "rashomon-shift-jis.txt"],
  ["csv", "doublequote.csv"],
  ["csv", "excel_pasting.csv"],
  ["csv", "table-with-accents.csv"],
];
beforeAll(() => {
  for (const [type, name] of ALL_FIXTURES) void parseFixture(type, name);
});

const squash = (s: string) => normaliseForMatch(s).replace(/\s+/g, "");
const contains = (unit: ParsedUnit | undefined, phrase: string) => !!unit && normaliseForMatch(unit.text).includes(normaliseForMatch(phrase));
const unitsWith = (doc: ParsedDocument, phrase: string) => doc.units.filter((u) => contains(u, phrase)).map((u) => u.unit);

/** "Rows 41-60" / "Lines 12-40" / "Heading (lines 12-40)" / "Row 7" → [41, 60]. */
function rangeOf(label: string): [number, number] {
  const m = /(\d+)(?:-(\d+))?\)?$/.exec(label);
  if (!m) throw new Error(`no range in label ${label}`);
  return [Number(m[1]), Number(m[2] ?? m[1])];
}
const unitCovering = (doc: ParsedDocument, n: number) => doc.units.find((u) => rangeOf(u.label)[0] <= n && n <= rangeOf(u.label)[1]);

function expectDetected(type: string, name: string) {
  const head = fs.readFileSync(fixturePath(type, name)).subarray(0, 8192);
  expect(detectFileType(head, name)).toBe(type);
}

describe("PDF fixtures", () => {
  const files = ["federal-register-2020-17221.pdf", "nics-background-checks-2015-11.pdf", "issue16063.pdf", "arabic.pdf", "linn.pdf", "testPDF_protected.pdf"];
  it.each(files)("%s: each phrase on its page", async (name) => {
    expectDetected("pdf", name);
    const sidecar = fixtureSidecar("pdf", name);
    expect(await inspectFile(fixturePath("pdf", name), "pdf")).toEqual({ pageCount: sidecar.page_count, passwordRequired: false });
    const doc = await parseFixture("pdf", name);
    expect(doc.units).toHaveLength(sidecar.page_count as number);
    expect(doc.units.every((u, i) => u.kind === "page" && u.label === `Page ${i + 1}`)).toBe(true);
    for (const phrase of sidecar.phrases) {
      const page = doc.units[(phrase.page as number) - 1];
      // The Japanese phrase crosses a line break without a space: the fixture rule drops all whitespace.
      const found = name === "issue16063.pdf" ? squash(page?.text ?? "").includes(squash(phrase.text)) : contains(page, phrase.text);
      expect(found, `"${phrase.text}" on page ${phrase.page}`).toBe(true);
    }
  });

  it("keeps a dense table's rows together and the columns of a three-column page in order", async () => {
    const nics = (await parseFixture("pdf", "nics-background-checks-2015-11.pdf")).units[0]?.text ?? "";
    expect(nics).toMatch(/^Kentucky\t264,140\t.*\t295,891$/m);
    const federal = await parseFixture("pdf", "federal-register-2020-17221.pdf");
    expect(normaliseForMatch(federal.units[4]?.text ?? "")).toContain("AOA sensor system test and an operational readiness flight");
  });

  it("OCRs the scanned page and the figure pages, and says so in the report", async () => {
    const linn = await parseFixture("pdf", "linn.pdf");
    expect(linn.units[0]?.source).toBe("ocr");
    expect(linn.report.units[0]).toMatchObject({ unit: 1, source: "ocr" });
    expect(linn.language).toBe("en");
    const federal = await parseFixture("pdf", "federal-register-2020-17221.pdf");
    expect(federal.units.filter((u) => u.source === "ocr").map((u) => u.unit)).toEqual([8, 9, 10, 11, 12, 13]);
    expect(normaliseForMatch(federal.units[7]?.text ?? "")).toContain("Airspeed Unreliable");
  });

  it("normalises Arabic presentation forms and drops bidi marks", async () => {
    const text = (await parseFixture("pdf", "arabic.pdf")).units[0]?.text ?? "";
    expect(text).not.toMatch(/[\ufe70-\ufeff\u202a-\u202e]/);
    expect(text).toContain("مرحبا");
  });

  it("reads an owner-password PDF and refuses one that needs a password", async () => {
    const owner = await parseFixture("pdf", "testPDF_protected.pdf");
    expect(owner.title).toMatch(/^Rethinking the Financial Network/);
    const locked = fixturePath("pdf", "password-example.pdf");
    expect(await inspectFile(locked, "pdf")).toEqual({ pageCount: null, passwordRequired: true });
    await expect(parseDocument(locked, "pdf")).rejects.toMatchObject({ code: "password_protected", userMessage: "Password-protected documents are not accepted" });
  });
});

describe("slide fixtures", () => {
  const files: [string, string][] = [["pptx", "2411-Performance_Up.pptx"], ["pptx", "bug62513.pptx"], ["ppt", "bug58733_671884.ppt"], ["ppt", "alterman_security.ppt"]];
  it.each(files)("%s %s: each phrase on its slide, notes after the slide text", async (type, name) => {
    expectDetected(type, name);
    const sidecar = fixtureSidecar(type, name);
    const doc = await parseFixture(type, name);
    expect(doc.units).toHaveLength(sidecar.slide_count as number);
    for (const phrase of sidecar.phrases as (FixturePhrase & { location: string })[]) {
      const slide = doc.units[(phrase.slide as number) - 1] as ParsedUnit;
      expect(contains(slide, phrase.text), `"${phrase.text}" on slide ${phrase.slide}`).toBe(true);
      if (phrase.location === "speaker notes") expect(normaliseForMatch(slide.text.split("Speaker notes:")[1] ?? "")).toContain(normaliseForMatch(phrase.text));
    }
    for (const hidden of sidecar.hidden_slides as number[]) {
      expect(doc.units[hidden - 1]?.label).toBe(`Slide ${hidden} (hidden)`);
      expect(doc.units[hidden - 1]?.warnings).toContain("Hidden slide");
    }
  });

  it("counts slides when inspecting a PPTX", async () => {
    expect(await inspectFile(fixturePath("pptx", "2411-Performance_Up.pptx"), "pptx")).toEqual({ pageCount: 48, passwordRequired: false });
    expect(await inspectFile(fixturePath("ppt", "alterman_security.ppt"), "ppt")).toEqual({ pageCount: null, passwordRequired: false });
  });

  it("keeps a slide's table as rows and its title's line break as a break", async () => {
    const doc = await parseFixture("pptx", "bug62513.pptx");
    expect(doc.units[11]?.text).toContain("Chequing Account\t$46,417.17\t$36,553.39");
    expect(doc.units[0]?.text).toMatch(/^CNIA Annual General\nMeeting/);
  });
});

describe("EPUB fixtures", () => {
  it.each(["testEPUB_multi-metadata-vals.epub", "The Incomplete Theft - Ralph Burke.epub"])("%s: each phrase in its spine item", async (name) => {
    expectDetected("epub", name);
    const sidecar = fixtureSidecar("epub", name);
    const doc = await parseFixture("epub", name);
    expect(doc.units).toHaveLength(sidecar.spine_item_count as number);
    for (const phrase of sidecar.phrases) expect(unitsWith(doc, phrase.text), phrase.text).toContain(phrase.spine_item);
  });

  it("titles chapters from the table of contents and strips U+FEFF", async () => {
    const doc = await parseFixture("epub", "testEPUB_multi-metadata-vals.epub");
    expect(doc.title).toBe("The Inheritors");
    expect(doc.units[5]?.label).toBe("Chapter 6: I");
    expect(doc.units.every((u) => !u.text.includes("\ufeff"))).toBe(true);
    const theft = await parseFixture("epub", "The Incomplete Theft - Ralph Burke.epub");
    expect(theft.units[3]?.label).toBe("Chapter 4: By Ralph Burke");
    expect(theft.units[0]?.warnings).toEqual(["No text in this chapter (pictures are not read)"]);
  });
});

describe("RTF fixtures", () => {
  it("splits at headings, labels sections with heading and lines, keeps the table as rows", async () => {
    expectDetected("rtf", "testTextConversion.rtf");
    const doc = await parseFixture("rtf", "testTextConversion.rtf");
    expect(doc.units.map((u) => u.label)).toEqual(["First Heading (lines 1-5)", "Second Heading (lines 7-11)", "Third Heading (lines 13-25)"]);
    expect(unitsWith(doc, "Suspendisse venenatis rutrum tincidunt")).toEqual([2]);
    expect(doc.units[2]?.text).toContain("Jjj\tKkk\tLll");
    for (const phrase of fixtureSidecar("rtf", "testTextConversion.rtf").phrases) expect(unitsWith(doc, phrase.text).length).toBeGreaterThan(0);
  });

  it("decodes \\u escapes and \\'xx bytes in each font's code page", async () => {
    const doc = await parseFixture("rtf", "testUnicode.rtf");
    for (const phrase of fixtureSidecar("rtf", "testUnicode.rtf").phrases) expect(unitsWith(doc, phrase.text), phrase.text).toEqual([1]);
  });
});

describe("TXT fixtures", () => {
  it.each(["candide-utf-16le.txt", "rashomon-shift-jis.txt"])("%s: decoded, each phrase in the section covering its line", async (name) => {
    expectDetected("txt", name);
    const doc = await parseFixture("txt", name);
    expect(doc.units.every((u) => u.kind === "section")).toBe(true);
    for (const phrase of fixtureSidecar("txt", name).phrases) {
      const line = phrase.lines?.[0] as number;
      expect(contains(unitCovering(doc, line), phrase.text), `"${phrase.text}" at line ${line}`).toBe(true);
    }
  });

  it("names sections after chapter headings and detects the language", async () => {
    const candide = await parseFixture("txt", "candide-utf-16le.txt");
    expect(candide.language).toBe("fr");
    expect(candide.units.map((u) => u.label)).toContain("CHAPITRE II (lines 128-202)");
    expect((await parseFixture("txt", "rashomon-shift-jis.txt")).language).toBe("ja");
  });
});

describe("CSV fixtures", () => {
  /** Sidecar records count the header (and any title lines) from 1; units number data rows after the header. */
  const headerRecord: Record<string, number> = { "doublequote.csv": 1, "excel_pasting.csv": 4, "table-with-accents.csv": 1 };
  it.each(Object.keys(headerRecord))("%s: each phrase in the block holding its row, after the header line", async (name) => {
    expectDetected("csv", name);
    const doc = await parseFixture("csv", name);
    for (const unit of doc.units) expect(unit.kind).toBe("rows");
    const header = doc.units[0]?.text.split("\n").find((l) => l.startsWith(name === "excel_pasting.csv" ? "Year," : "")) ?? "";
    for (const unit of doc.units) expect(unit.text.split("\n")).toContain(header);
    for (const phrase of fixtureSidecar("csv", name).phrases) {
      for (const record of phrase.records ?? []) {
        const row = record - (headerRecord[name] as number);
        const unit = row === 0 ? doc.units[0] : unitCovering(doc, row);
        expect(contains(unit, phrase.text), `"${phrase.text}" in row ${row}`).toBe(true);
      }
    }
  });

  it("reads a Latin-1, semicolon-separated file into blocks of 40 rows", async () => {
    const doc = await parseFixture("csv", "table-with-accents.csv");
    expect(doc.units).toHaveLength(16);
    expect(doc.units[0]?.label).toBe("Rows 1-40");
    expect(doc.units[15]?.label).toBe("Rows 601-638");
    expect(doc.units[1]?.text.split("\n")[0]).toBe("Classement;Quartier;Date;Année;Occupancy rate;Average Price;RevPAR;Source");
  });
});

describe("chunks of real documents", () => {
  it("never cross a unit and always slice their unit's text", async () => {
    const doc = await parseFixture("epub", "testEPUB_multi-metadata-vals.epub");
    const chunks = chunkUnits(doc.units);
    const byUnit = new Map(doc.units.map((u) => [u.unit, u.text]));
    expect(chunks.length).toBeGreaterThan(100);
    for (const c of chunks) expect(byUnit.get(c.unit)?.slice(c.charStart, c.charEnd)).toBe(c.text);
  });
});
