// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { precompress } from "./precompress";

describe("precompress", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "folio-precompress-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
    return text;
  };

  it("writes Brotli and gzip copies of scripts, styles and SVGs that read back to the file, in subfolders too", async () => {
    const script = write("app-abc.js", `export const a = ${JSON.stringify("folio ".repeat(1000))};`);
    const style = write("index-abc.css", `.a{color:red}`.repeat(200));
    const worker = write("pdfjs/worker-abc.mjs", `self.x = ${JSON.stringify("worker ".repeat(500))};`);
    const result = await precompress(dir);
    expect(result.files).toBe(3);
    for (const [name, text] of [["app-abc.js", script], ["index-abc.css", style], ["pdfjs/worker-abc.mjs", worker]] as const) {
      const br = fs.readFileSync(path.join(dir, `${name}.br`));
      expect(brotliDecompressSync(br).toString()).toBe(text);
      expect(gunzipSync(fs.readFileSync(path.join(dir, `${name}.gz`))).toString()).toBe(text);
      expect(br.length).toBeLessThan(text.length / 5);
    }
    expect(result.brotliBytes).toBeLessThanOrEqual(result.gzipBytes);
  });

  it("leaves small files, other kinds of file and the copies themselves alone", async () => {
    const other = fs.mkdtempSync(path.join(dir, "other-"));
    fs.writeFileSync(path.join(other, "tiny.js"), "export {};");
    fs.writeFileSync(path.join(other, "font.woff2"), Buffer.alloc(4096, 7));
    fs.writeFileSync(path.join(other, "big.js"), "x".repeat(4096));
    expect((await precompress(other)).files).toBe(1);
    expect(fs.readdirSync(other).sort()).toEqual(["big.js", "big.js.br", "big.js.gz", "font.woff2", "tiny.js"]);
    // Run again over its own output: the copies are not compressed a second time.
    expect((await precompress(other)).files).toBe(1);
    expect(fs.readdirSync(other)).toHaveLength(5);
  });
});
