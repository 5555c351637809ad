import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseDocument } from "../index.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "folio-rtf-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const write = (name: string, text: string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
};

// As Word writes a footnote: the reference mark in the text, the note's own paragraph inside {\footnote …}.
const footnoted = String.raw`{\rtf1\ansi\deff0{\fonttbl{\f0 Times New Roman;}}
{\pard The harbour was built in 1820.{\super\chftn}{\footnote\pard\plain{\super\chftn} Records of the harbour board, volume 3.} Ships came from every port.\par}
{\pard A second paragraph about the lighthouse follows.{\super\chftn}{\footnote\pard\plain{\super\chftn} The lighthouse was rebuilt in 1901.}\par}
{\pard The last paragraph has no note.\par}
}`;

describe("RTF footnotes", () => {
  it("keeps a footnote's text, on its own line right after the paragraph that cites it", async () => {
    const doc = await parseDocument(write("notes.rtf", footnoted), "rtf");
    const lines = doc.units.map((u) => u.text).join("\n").split("\n").filter((l) => l.trim() !== "");
    expect(lines).toEqual([
      "The harbour was built in 1820. Ships came from every port.",
      "(1) Records of the harbour board, volume 3.",
      "A second paragraph about the lighthouse follows.",
      "(2) The lighthouse was rebuilt in 1901.",
      "The last paragraph has no note.",
    ]);
  });
});
