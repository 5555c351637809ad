import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { closePdfRenderer } from "../../adapters/pdf/index.ts";
import { createTestApp, registerWithPlan, type TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";
import { tinyPng } from "../../test-support/images.ts";
import { addBlobRef } from "../blobs/blob-refs.ts";
import { newId } from "../auth/tokens.ts";
import type { HonoEnv } from "./env.ts";
import { API_CONTENT_SECURITY_POLICY, appContentSecurityPolicy } from "./security-headers.ts";

type Json = Record<string, unknown>;

/** A one-page PDF that runs JavaScript when opened (/OpenAction), the kind of file that must never run on Folio's origin. */
function pdfWithOpenActionScript(): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 5 0 R /Resources << /Font << /F1 6 0 R >> >> >>",
    "<< /S /JavaScript /JS (app.alert\\(document.cookie\\)) >>",
    "<< /Length 44 >>\nstream\nBT /F1 12 Tf 20 100 Td (Hello there) Tj ET\nendstream",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

/** Every response, whatever made it: no framing, no sniffing, no referrer beyond the origin, no opener. */
function expectCommonHeaders(res: Response): void {
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("x-frame-options")).toBe("DENY");
  expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  expect(res.headers.get("permissions-policy")).toContain("microphone=()");
  expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
}

/** A stored file: its own type, sandboxed if opened as a page, and downloaded rather than shown when it could run. */
function expectFile(res: Response, contentType: string, disposition: "inline" | "attachment" | null): void {
  expect(res.headers.get("content-type")).toBe(contentType);
  expectCommonHeaders(res);
  expect(res.headers.get("content-security-policy")).toBe(API_CONTENT_SECURITY_POLICY);
  if (disposition) expect(res.headers.get("content-disposition")).toMatch(new RegExp(`^${disposition}; filename="`));
  else expect(res.headers.get("content-disposition")).toBeNull();
}

describe.each(DATABASE_KINDS)("security headers on %s", (kind) => {
  let t: TestApp;
  let withWeb: Hono<HonoEnv>;
  let token: string;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "folio-headers-web-"));
  const themeScript = "try { document.documentElement.classList.add('dark'); } catch (e) {}";

  const json = async (res: Response) => (await res.json()) as Json;
  const upload = (bytes: Uint8Array, name: string) => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(bytes)]), name);
    return t.call("POST", "/api/documents", { token, body: form });
  };

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, "assets"));
    fs.writeFileSync(path.join(dist, "assets", "index-abc123.js"), "console.log('folio');");
    fs.writeFileSync(path.join(dist, "index.html"), `<!doctype html><title>Folio</title><script>${themeScript}</script><script type="module" src="/assets/index-abc123.js"></script><div id=root></div>`);
    t = await createTestApp(kind);
    withWeb = createApp(t.deps, { webDist: dist });
    token = await registerWithPlan(t, "headers@example.com", "PRO");
  });
  afterAll(async () => {
    await t?.close();
    await closePdfRenderer();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("serves the web app, at / and on a deep route, with a policy that allows its inline script by hash and nothing framed", async () => {
    const hash = `sha256-${crypto.createHash("sha256").update(themeScript).digest("base64")}`;
    for (const p of ["/", "/documents/doc_1"]) {
      const res = await withWeb.request(p);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expectCommonHeaders(res);
      expect(res.headers.get("content-security-policy")).toBe(appContentSecurityPolicy([hash]));
      expect(res.headers.get("strict-transport-security")).toBeNull();
    }
    const asset = await withWeb.request("/assets/index-abc123.js");
    expectCommonHeaders(asset);
    expect(asset.headers.get("content-security-policy")).toBe(appContentSecurityPolicy([]));
  });

  it("sends the headers and the API's sandbox policy with API JSON, errors and 404s", async () => {
    const answers: [Response, number][] = [
      [await t.call("GET", "/api/auth/providers"), 200],
      [await t.call("GET", "/api/documents"), 401],
      [await t.call("POST", "/api/auth/register", { body: "{not json", headers: { "content-type": "application/json" } }), 400],
      [await t.call("GET", "/api/no-such-route"), 404],
      [await t.call("GET", "/api/documents/doc_missing", { token }), 404],
      [await withWeb.request("/assets/gone-123.js"), 404],
      [await withWeb.request("/api/no-such-route"), 404],
    ];
    for (const [res, status] of answers) {
      expect(res.status).toBe(status);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expectCommonHeaders(res);
      expect(res.headers.get("content-security-policy")).toBe(API_CONTENT_SECURITY_POLICY);
      if (status >= 400) expect(typeof (await json(res)).detail).toBe("string");
    }
  });

  it("offers an uploaded PDF (which runs script when opened) as a sandboxed download, byte for byte", async () => {
    const pdf = pdfWithOpenActionScript();
    const accepted = await upload(pdf, "alert.pdf");
    expect(accepted.status).toBe(202);
    const res = await t.call("GET", `/api/documents/${String((await json(accepted)).doc_id)}/file`, { token });
    expect(res.status).toBe(200);
    expectFile(res, "application/pdf", "attachment");
    expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it("shows an uploaded text file inline, sandboxed and never sniffed as HTML", async () => {
    const text = Buffer.from("<script>alert(document.cookie)</script>\nJust text.\n");
    const accepted = await upload(text, "notes.txt");
    expect(accepted.status).toBe(202);
    const res = await t.call("GET", `/api/documents/${String((await json(accepted)).doc_id)}/file`, { token });
    expectFile(res, "text/plain", "inline");
    expect(Buffer.from(await res.arrayBuffer()).equals(text)).toBe(true);
  });

  it("serves a profile picture as the image it was sniffed to be, sandboxed", async () => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(tinyPng())]), "me.png");
    const { imageKey } = (await json(await t.call("POST", "/api/profile/upload-image", { token, body: form }))) as { imageKey: string };
    const { url } = (await json(await t.call("POST", "/api/profile/get-image", { token, json: { key: imageKey } }))) as { url: string };
    const res = await t.call("GET", url);
    expect(res.status).toBe(200);
    expectFile(res, "image/png", null);
  });

  it("serves podcast audio, whole and by range, inline and sandboxed", async () => {
    const user = await t.deps.db.selectFrom("users").select("id").where("email", "=", "headers@example.com").executeTakeFirstOrThrow();
    const mp3 = new Uint8Array(crypto.randomBytes(4096));
    const stored = await t.deps.blobs.putBytes(mp3);
    const refId = await addBlobRef(t.deps.db, { userId: user.id, hash: stored.hash, kind: "podcast-audio", contentType: "audio/mpeg", size: stored.size });
    const id = newId("pod_");
    await t.deps.db
      .insertInto("podcasts")
      .values({ id, user_id: user.id, name: "Harbour towns", source: "DOCUMENT", source_id: "doc_x", status: "COMPLETED", error: null, job_id: null, audio_ref_id: refId, duration_s: 1 })
      .execute();
    const whole = await t.call("GET", `/api/podcasts/${id}/audio`, { token });
    expect(whole.status).toBe(200);
    expectFile(whole, "audio/mpeg", "inline");
    expect(Buffer.from(await whole.arrayBuffer()).equals(Buffer.from(mp3))).toBe(true);
    const part = await t.call("GET", `/api/podcasts/${id}/audio`, { token, headers: { range: "bytes=0-99" } });
    expect(part.status).toBe(206);
    expectFile(part, "audio/mpeg", "inline");
    expect((await part.arrayBuffer()).byteLength).toBe(100);
  });

  it("exports a summary's PDF as a sandboxed download", async () => {
    const made = await t.call("POST", "/api/text-summary?model_name=LOCAL", {
      token,
      json: { summary_text: "Kingfishers nest in burrows dug into the clay banks of slow rivers. Both parents dig the tunnel, which can be a metre long. The female lays six or seven white eggs.", format: "PARAGRAPH", length: "SHORT" },
    });
    expect(made.status).toBe(200);
    const res = await t.call("GET", `/api/summaries/${String((await json(made)).summary_id)}/pdf`, { token });
    expect(res.status).toBe(200);
    expectFile(res, "application/pdf", "attachment");
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });
});
