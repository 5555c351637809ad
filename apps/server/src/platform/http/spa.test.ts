import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import type { HonoEnv } from "./env.ts";
import { serveSpa } from "./spa.ts";
import { appContentSecurityPolicy } from "./security-headers.ts";

describe("serveSpa", () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "folio-spa-"));
  fs.mkdirSync(path.join(dist, "assets"));
  const script = `console.log(${JSON.stringify("folio ".repeat(2000))});`;
  fs.writeFileSync(path.join(dist, "assets", "index-abc123.js"), script);
  // A file the build precompressed (apps/web/precompress.ts): its copies are sent as they are.
  const built = `export const text = ${JSON.stringify("precompressed ".repeat(500))};`;
  fs.writeFileSync(path.join(dist, "assets", "public-entry-def456.js"), built);
  fs.writeFileSync(path.join(dist, "assets", "public-entry-def456.js.br"), brotliCompressSync(built));
  fs.writeFileSync(path.join(dist, "assets", "public-entry-def456.js.gz"), gzipSync(built));
  const themeScript = "document.documentElement.classList.add('dark');";
  fs.writeFileSync(path.join(dist, "index.html"), `<!doctype html><title>Folio</title><script>${themeScript}</script><div id=root></div>`);
  const app = new Hono<HonoEnv>();
  serveSpa(app, dist);
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it("serves hashed assets gzip-compressed and cached for a year", async () => {
    const res = await app.request("/assets/index-abc123.js", { headers: { "accept-encoding": "gzip, br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(script.length / 10);
    expect(gunzipSync(body).toString()).toBe(script);
  });

  it("sends the build's compressed copy of a file as it is: Brotli when the browser takes it, else gzip, else the file", async () => {
    const br = await app.request("/assets/public-entry-def456.js", { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(br.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brBody.equals(fs.readFileSync(path.join(dist, "assets", "public-entry-def456.js.br")))).toBe(true);
    expect(brotliDecompressSync(brBody).toString()).toBe(built);

    const gz = await app.request("/assets/public-entry-def456.js", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(built);

    const plain = await app.request("/assets/public-entry-def456.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(built);
  });

  it("answers app routes with index.html that browsers revalidate, and a missing asset with 404", async () => {
    const page = await app.request("/documents/doc_1");
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-cache");
    expect(await page.text()).toContain("<title>Folio</title>");
    expect((await app.request("/assets/gone-123.js")).status).toBe(404);
    expect((await app.request("/api/nothing")).status).toBe(404);
  });

  it("sends the page, at / and on deep routes, with a policy that allows its inline script by hash; its files with the app's policy", async () => {
    const hash = `sha256-${crypto.createHash("sha256").update(themeScript).digest("base64")}`;
    for (const p of ["/", "/index.html", "/documents/doc_1"]) {
      const page = await app.request(p);
      expect(page.status).toBe(200);
      expect(page.headers.get("content-type")).toMatch(/^text\/html/);
      expect(page.headers.get("content-security-policy")).toBe(appContentSecurityPolicy([hash]));
    }
    // The files carry the policy too: PDF.js's worker runs under the policy of its script's response.
    expect((await app.request("/assets/index-abc123.js")).headers.get("content-security-policy")).toBe(appContentSecurityPolicy([]));
  });
});
