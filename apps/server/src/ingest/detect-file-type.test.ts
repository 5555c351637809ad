import fs from "node:fs";
import iconv from "iconv-lite";
import { describe, expect, it } from "vitest";
import { fixturePath } from "../test-support/fixtures.ts";
import { tinyPng } from "../test-support/images.ts";
import { detectFileType } from "./detect-file-type.ts";
import { makeOle } from "./testing/make-ole.ts";
import { epubEntries, makeZip, pptxEntries, slideXmlWithText } from "./testing/make-zip.ts";
import { makePdf } from "./testing/make-pdf.ts";

const head = (bytes: Uint8Array) => bytes.subarray(0, 8192);
const fixtureHead = (type: string, name: string) => head(fs.readFileSync(fixturePath(type, name)));

describe("detectFileType", () => {
  const pdf = makePdf([{ lines: ["hello"] }]);
  const pptx = makeZip(pptxEntries(slideXmlWithText("hi")));
  const epub = makeZip(epubEntries("<html><body><p>hi</p></body></html>"));
  const ole = makeOle([{ name: "PowerPoint Document", data: Buffer.from("x") }]);

  it("accepts each format when content and extension agree, whatever the extension's case", () => {
    expect(detectFileType(head(pdf), "Report.PDF")).toBe("pdf");
    expect(detectFileType(head(pptx), "deck.pptx")).toBe("pptx");
    expect(detectFileType(head(epub), "book.epub")).toBe("epub");
    expect(detectFileType(head(ole), "old.ppt")).toBe("ppt");
    expect(detectFileType(Buffer.from("{\\rtf1\\ansi hello}"), "a.rtf")).toBe("rtf");
    expect(detectFileType(Buffer.from("a,b\n1,2\n"), "t.csv")).toBe("csv");
    expect(detectFileType(fixtureHead("txt", "candide-utf-16le.txt"), "candide.txt")).toBe("txt");
    expect(detectFileType(fixtureHead("txt", "rashomon-shift-jis.txt"), "r.txt")).toBe("txt");
    expect(detectFileType(fixtureHead("csv", "table-with-accents.csv"), "t.csv")).toBe("csv");
  });

  it("refuses content that does not match the extension", () => {
    expect(detectFileType(tinyPng(), "picture.pdf")).toBeNull();
    expect(detectFileType(Buffer.from("%PDF-1.4 fake"), "notes.docx")).toBeNull();
    expect(detectFileType(head(pdf), "a.txt")).toBeNull();
    expect(detectFileType(head(epub), "book.pptx")).toBeNull();
    expect(detectFileType(head(pptx), "deck.epub")).toBeNull();
    expect(detectFileType(head(pdf), "deck.ppt")).toBeNull();
    expect(detectFileType(tinyPng(), "data.csv")).toBeNull();
    expect(detectFileType(Buffer.from("plain words"), "x.rtf")).toBeNull();
    expect(detectFileType(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0]), "run.txt")).toBeNull();
  });

  it("refuses an empty file", () => {
    expect(detectFileType(new Uint8Array(0), "empty.txt")).toBeNull();
  });

  it("recognises a name without an extension by content, and an RTF saved as .txt as RTF", () => {
    expect(detectFileType(head(pdf), "download")).toBe("pdf");
    expect(detectFileType(head(epub), "book")).toBe("epub");
    expect(detectFileType(Buffer.from("just text"), "README")).toBe("txt");
    expect(detectFileType(Buffer.from("\ufeff{\\rtf1 hi}"), "letter.txt")).toBe("rtf");
    expect(detectFileType(tinyPng(), "image")).toBeNull();
  });

  it("takes an OLE container named .pptx (how encrypted PPTX files are stored) for inspection to judge", () => {
    expect(detectFileType(head(ole), "secret.pptx")).toBe("pptx");
  });

  it("takes text in legacy and UTF-16 encodings", () => {
    expect(detectFileType(iconv.encode("Grüße aus Köln", "utf-16be"), "a.txt")).toBe("txt");
    expect(detectFileType(iconv.encode("中文文本，编码是GB18030。", "gb18030"), "a.txt")).toBe("txt");
    expect(detectFileType(iconv.encode("Café crème", "latin1"), "a.csv")).toBe("csv");
  });
});
