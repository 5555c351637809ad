import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { LIMITS } from "./limits.ts";
import { makeZip } from "./testing/make-zip.ts";
import { readZipGuarded } from "./zip-guard.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "folio-zip-guard-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const write = (name: string, bytes: Buffer) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return file;
};
const KB = 1024;
/** Small caps, so the counting logic is tested on small files (the real caps are 50 MB, 200 MB, 5,000). */
const small = { ...LIMITS.zip, maxEntries: 10, maxEntryBytes: 300 * KB, maxTotalBytes: 1000 * KB };
const stored = (name: string, bytes: number) => ({ name, data: Buffer.alloc(bytes, 65), store: true });

describe("readZipGuarded", () => {
  it("keeps only the entries asked for and lists every file", async () => {
    const file = write("ok.zip", makeZip([{ name: "a.xml", data: "<a/>" }, { name: "media/b.png", data: Buffer.alloc(2000, 1) }, { name: "dir/", data: "" }]));
    const zip = await readZipGuarded(file, (name) => name.endsWith(".xml"));
    expect(zip.names).toEqual(["a.xml", "media/b.png"]);
    expect([...zip.files.keys()]).toEqual(["a.xml"]);
    expect(zip.files.get("a.xml")?.toString()).toBe("<a/>");
  });

  it("counts inflated bytes per entry and in total, against the caps", async () => {
    await expect(readZipGuarded(write("entry.zip", makeZip([stored("big.bin", 301 * KB)])), () => false, undefined, small)).rejects.toMatchObject({
      code: "archive_too_large",
      userMessage: "A part of this file unpacks to more than 0 MB, which is more than Folio reads",
    });
    const four = makeZip([1, 2, 3, 4].map((i) => stored(`part${i}.bin`, 290 * KB)));
    await expect(readZipGuarded(write("total.zip", four), () => true, undefined, small)).rejects.toMatchObject({ code: "archive_too_large", userMessage: expect.stringMatching(/^This file unpacks to more than/) });
  });

  it("counts entries as it reads them, not only as the directory declares", async () => {
    const many = makeZip(Array.from({ length: 11 }, (_, i) => stored(`f${i}`, 1)));
    await expect(readZipGuarded(write("many.zip", many), () => false, undefined, small)).rejects.toMatchObject({ code: "archive_too_many_entries" });
  });

  it("tolerates bytes after the end of the archive (as Office does)", async () => {
    const file = write("trailing.zip", Buffer.concat([makeZip([{ name: "a.xml", data: "<a/>" }]), Buffer.from("\n")]));
    expect((await readZipGuarded(file, () => true)).files.get("a.xml")?.toString()).toBe("<a/>");
  });
});
