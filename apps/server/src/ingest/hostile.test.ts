import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fixturePath } from "../test-support/fixtures.ts";
import { inspectFile, parseDocument, type FileType } from "./index.ts";
import { makeOle } from "./testing/make-ole.ts";
import { makePdf, proseLines } from "./testing/make-pdf.ts";
import { deflatedZeros, epubEntries, makeZip, pptxEntries, slideXmlWithText } from "./testing/make-zip.ts";

/** Hostile and broken files: each fails alone, fast, with its own message. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "folio-ingest-hostile-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const write = (name: string, bytes: Buffer | string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return file;
};
const bomb = deflatedZeros(60 * 1024 * 1024);
const quarterBomb = deflatedZeros(45 * 1024 * 1024);

async function expectRefused(file: string, type: FileType, code: string, message: RegExp) {
  await expect(inspectFile(file, type), "inspect").rejects.toMatchObject({ code, userMessage: expect.stringMatching(message) });
  await expect(parseDocument(file, type), "parse").rejects.toMatchObject({ code, userMessage: expect.stringMatching(message) });
}

describe("zip bombs and hostile archives", () => {
  it("stops a PPTX whose one entry inflates a thousandfold, before it reaches its size", async () => {
    const file = write("bomb.pptx", makeZip([...pptxEntries(slideXmlWithText("hi")), { name: "ppt/media/image1.png", deflated: bomb }]));
    expect(fs.statSync(file).size).toBeLessThan(200_000);
    await expectRefused(file, "pptx", "archive_too_large", /zip bomb/);
  });

  it("stops an EPUB made of many such entries", async () => {
    const entries = [...epubEntries("<html><body><p>hi</p></body></html>"), ...[1, 2, 3, 4, 5].map((i) => ({ name: `OEBPS/img${i}.jpg`, deflated: quarterBomb }))];
    await expectRefused(write("bomb.epub", makeZip(entries)), "epub", "archive_too_large", /zip bomb/);
  });

  it("stops an entry whose header lies about its size, without inflating it all", async () => {
    const entries = [...pptxEntries(slideXmlWithText("hi")), { name: "ppt/media/image1.png", deflated: quarterBomb, declaredSize: 1000 }];
    const started = Date.now();
    await expectRefused(write("liar.pptx", makeZip(entries)), "pptx", "damaged", /real size does not match/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("refuses an archive with more than 5,000 entries", async () => {
    const entries = [...pptxEntries(slideXmlWithText("hi")), ...Array.from({ length: 5_001 }, (_, i) => ({ name: `ppt/junk/${i}.xml`, data: "x", store: true }))];
    await expectRefused(write("many.pptx", makeZip(entries)), "pptx", "archive_too_many_entries", /more than 5,000 parts/);
  });

  it("refuses the billion-laughs entity expansion in a slide and in an EPUB package", async () => {
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>';
    const slide = `${laughs}<p:sld xmlns:p="p" xmlns:a="a"><p:cSld><p:spTree><p:sp><p:txBody><a:p><a:r><a:t>&lol3;</a:t></a:r></a:p></p:txBody></p:sp></p:spTree></p:cSld></p:sld>`;
    await expect(parseDocument(write("laughs.pptx", makeZip(pptxEntries(slide))), "pptx")).rejects.toMatchObject({ code: "unsafe_xml" });
    const opf = `${laughs}<package xmlns="http://www.idpf.org/2007/opf"><metadata><title>&lol3;</title></metadata><manifest/><spine/></package>`;
    await expectRefused(write("laughs.epub", makeZip(epubEntries("<p>x</p>", { opf }))), "epub", "unsafe_xml", /XML entities/);
  });

  it("refuses a DRM-protected EPUB but reads one with obfuscated fonts", async () => {
    const encryption = (algorithm: string) => ({
      name: "META-INF/encryption.xml",
      data: `<encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" xmlns:enc="http://www.w3.org/2001/04/xmlenc#"><enc:EncryptedData><enc:EncryptionMethod Algorithm="${algorithm}"/></enc:EncryptedData></encryption>`,
    });
    const chapter = "<html><body><h1>One</h1><p>The storm came in the night and the river rose over the road.</p></body></html>";
    await expectRefused(write("drm.epub", makeZip([...epubEntries(chapter), encryption("http://www.w3.org/2001/04/xmlenc#aes128-cbc")])), "epub", "drm_protected", /copy-protected/);
    const fonts = await parseDocument(write("fonts.epub", makeZip([...epubEntries(chapter), encryption("http://www.idpf.org/2008/embedding")])), "epub");
    expect(fonts.units[0]).toMatchObject({ unit: 1, kind: "chapter", label: "Chapter 1: One" });
  });

  it("refuses a ZIP without a presentation as an invalid file, and one that is no zip as damaged", async () => {
    const docx = write("word.pptx", makeZip([{ name: "[Content_Types].xml", data: "<Types/>" }, { name: "word/document.xml", data: "<w:document/>" }]));
    await expectRefused(docx, "pptx", "invalid_file", /^You have selected an invalid file$/);
    await expectRefused(write("cut.epub", makeZip(epubEntries("<p>x</p>")).subarray(0, 60)), "epub", "damaged", /not a readable zip archive/);
  });
});

describe("password-protected Office files", () => {
  it("refuses an encrypted PPTX (an OLE container holding the encrypted package)", async () => {
    const file = write("locked.pptx", makeOle([{ name: "EncryptionInfo", data: Buffer.from("info") }, { name: "EncryptedPackage", data: Buffer.alloc(5000, 7) }]));
    expect(await inspectFile(file, "pptx")).toEqual({ pageCount: null, passwordRequired: true });
    await expect(parseDocument(file, "pptx")).rejects.toMatchObject({ code: "password_protected", userMessage: "Password-protected documents are not accepted" });
  });

  it("refuses a legacy PPT whose CurrentUser atom says it is encrypted", async () => {
    const currentUser = Buffer.alloc(64);
    currentUser.writeUInt32LE(0xf3d1c4df, 12);
    const file = write("locked.ppt", makeOle([{ name: "Current User", data: currentUser }, { name: "PowerPoint Document", data: Buffer.alloc(100) }]));
    expect(await inspectFile(file, "ppt")).toEqual({ pageCount: null, passwordRequired: true });
    await expect(parseDocument(file, "ppt")).rejects.toMatchObject({ code: "password_protected" });
  });

  it("refuses other OLE files (a Word document named .ppt or .pptx) as invalid", async () => {
    const doc = write("word.ppt", makeOle([{ name: "WordDocument", data: Buffer.alloc(10) }]));
    await expectRefused(doc, "ppt", "invalid_file", /invalid file/);
    await expectRefused(doc, "pptx", "invalid_file", /invalid file/);
  });
});

describe("hostile and broken PDFs", () => {
  const text = makePdf(Array.from({ length: 3 }, (_, i) => ({ lines: proseLines(30, `Page ${i + 1}`) })));

  it("refuses a PDF that needs a user password, accepts one with only an owner password", async () => {
    const plain = write("plain.pdf", text);
    const locked = path.join(dir, "user-password.pdf");
    const owner = path.join(dir, "owner-password.pdf");
    execFileSync("qpdf", ["--encrypt", "secret", "secret", "256", "--", plain, locked]);
    execFileSync("qpdf", ["--encrypt", "", "owner-only", "256", "--modify=none", "--", plain, owner]);
    expect(await inspectFile(locked, "pdf")).toEqual({ pageCount: null, passwordRequired: true });
    await expect(parseDocument(locked, "pdf")).rejects.toMatchObject({ code: "password_protected" });
    expect(await inspectFile(owner, "pdf")).toEqual({ pageCount: 3, passwordRequired: false });
    expect((await parseDocument(owner, "pdf")).units.map((u) => u.text.split(":")[0])).toEqual(["Page 1", "Page 2", "Page 3"]);
  });

  it("refuses a PDF whose page tree claims a billion pages", async () => {
    await expectRefused(write("billion.pdf", makePdf([{ lines: ["hello"] }], { claimedPageCount: 1_000_000_000 })), "pdf", "damaged", /not a readable PDF/);
  });

  it("checks the page count before parsing", async () => {
    const long = write("long.pdf", makePdf(Array.from({ length: 30 }, (_, i) => ({ lines: [`page ${i}`] }))));
    await expect(parseDocument(long, "pdf", { maxPages: 20 })).rejects.toMatchObject({ code: "too_many_pages", userMessage: "This document has 30 pages; at most 20 can be read" });
  });

  it("refuses a truncated PDF, an empty one and a PNG as damaged", async () => {
    const cut = fs.readFileSync(fixturePath("pdf", "federal-register-2020-17221.pdf")).subarray(0, 30_000);
    await expectRefused(write("cut.pdf", cut), "pdf", "damaged", /^This file looks damaged: it is not a readable PDF$/);
    await expectRefused(write("empty.pdf", ""), "pdf", "damaged", /not a readable PDF/);
  });

  it("fails a PDF with no text and no pictures as having no readable text", async () => {
    await expect(parseDocument(write("blank.pdf", makePdf([{ lines: [] }, { lines: [] }])), "pdf")).rejects.toMatchObject({
      code: "no_text",
      userMessage: "No readable text was found in this document",
    });
  });
});

describe("other hostile inputs", () => {
  it("refuses an RTF nested 200,000 levels deep without running out of stack", async () => {
    const rtf = write("deep.rtf", `{\\rtf1 ${"{".repeat(200_000)}x${"}".repeat(200_000)}}`);
    await expect(parseDocument(rtf, "rtf")).rejects.toMatchObject({ code: "damaged", userMessage: "This file looks damaged: its RTF could not be read" });
  });

  it("fails a .txt file that is binary after all, rather than indexing noise", async () => {
    const noise = Buffer.from(Array.from({ length: 20_000 }, (_, i) => ((i * 2654435761) >>> 24) & 0xff));
    await expect(parseDocument(write("noise.txt", noise), "txt")).rejects.toMatchObject({ code: "unreadable_text" });
  });

  it("stops a parse at its timeout and on abort, leaving no tool running", async () => {
    const scan = write("scan-copy.pdf", fs.readFileSync(fixturePath("pdf", "linn.pdf")));
    await expect(parseDocument(scan, "pdf", { timeoutMs: 400 })).rejects.toMatchObject({ code: "timeout", userMessage: "Reading this file took longer than 0.4 seconds, so it was stopped" });
    const controller = new AbortController();
    const stages: string[] = [];
    const parse = parseDocument(scan, "pdf", { signal: controller.signal, onProgress: (p) => stages.push(p.stage) });
    setTimeout(() => controller.abort(), 1_200);
    await expect(parse).rejects.toMatchObject({ name: "AbortError" });
    await new Promise((r) => setTimeout(r, 200));
    const running = execFileSync("ps", ["-eo", "args"]).toString().split("\n").filter((l) => l.includes(scan));
    expect(running).toEqual([]);
    expect(stages).toContain("reading");
  });
});
