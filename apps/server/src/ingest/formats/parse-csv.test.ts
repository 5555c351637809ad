import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fixturePath } from "../../test-support/fixtures.ts";
import { parseDocument } from "../index.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "folio-csv-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const write = (name: string, text: string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
};

describe("CSV rows read as their values", () => {
  it('reads a doubled quote as the one quote it stands for: "ha ""ha"" ha" is ha "ha" ha', async () => {
    const doc = await parseDocument(write("quotes.csv", 'name,said\nAnna,"ha ""ha"" ha"\nBen,plain\n'), "csv");
    expect(doc.units[0]?.text.split("\n")).toEqual(["name,said", 'Anna,ha "ha" ha', "Ben,plain"]);
  });

  it("keeps a value holding the delimiter in quotes, so the columns still read apart, and a cell's line breaks as spaces", async () => {
    const doc = await parseDocument(write("commas.csv", 'city,region,note\nLyon,Rhône,"rain, then ""sun"""\nNice,Var,"two\nlines"\nBrest,Finistère,wind\n'), "csv");
    expect(doc.units[0]?.text.split("\n")).toEqual(["city,region,note", 'Lyon,Rhône,"rain, then "sun""', "Nice,Var,two lines", "Brest,Finistère,wind"]);
  });

  it("doublequote.csv: the escaped quotes of its long cells read as single quotes", async () => {
    const doc = await parseDocument(fixturePath("csv", "doublequote.csv"), "csv");
    const text = doc.units.map((u) => u.text).join("\n");
    expect(text).toContain(`Ésta... '"se concebirá como enseñanza terciaria universitaria`);
    expect(text).not.toContain('""');
  });
});
