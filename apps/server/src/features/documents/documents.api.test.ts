import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";
import { fixturePath, normaliseForMatch } from "../../test-support/fixtures.ts";
import { tinyPng } from "../../test-support/images.ts";
import { deflatedZeros, epubEntries, makeZip } from "../../ingest/testing/make-zip.ts";

type Json = Record<string, unknown>;

describe.each(DATABASE_KINDS)("documents API on %s", (kind) => {
  let t: TestApp;
  let token: string;
  let other: string;
  let freeToken: string;
  let files: http.Server;
  let filesPort = 0;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "folio-doc-test-"));

  beforeAll(async () => {
    files = http.createServer((req, res) => {
      if (req.url === "/paper") {
        res.writeHead(200, { "content-type": "application/pdf", "content-disposition": 'attachment; filename="nics.pdf"' });
        return fs.createReadStream(fixturePath("pdf", "nics-background-checks-2015-11.pdf")).pipe(res);
      }
      if (req.url === "/redirect-private") {
        res.writeHead(302, { location: "http://10.0.0.7/secret.pdf" });
        return res.end();
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => files.listen(0, "127.0.0.1", r));
    filesPort = (files.address() as AddressInfo).port;
    t = await createTestApp(kind, { URL_IMPORT_ALLOW_HOSTS: `127.0.0.1:${filesPort}` });
    const reg = async (email: string) => ((await (await t.call("POST", "/api/auth/register", { json: { email, password: "long enough" } })).json()) as { token: string }).token;
    token = await reg("docs@example.com");
    other = await reg("other@example.com");
    freeToken = await reg("free@example.com");
    // The main user uploads many documents a day, more than the free plan's one.
    await t.deps.db.updateTable("users").set({ plan: "PRO" }).where("email", "=", "docs@example.com").execute();
  });
  afterAll(async () => {
    await t?.close();
    files?.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  const json = async (res: Response) => (await res.json()) as Json;
  const upload = (bytes: Uint8Array, name: string, as = token) => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(bytes)]), name);
    return t.call("POST", "/api/documents", { token: as, body: form });
  };
  const uploadFixture = (type: string, name: string) => upload(fs.readFileSync(fixturePath(type, name)), name);

  async function waitDone(docId: string, timeoutMs = 90_000): Promise<Json> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const doc = await json(await t.call("GET", `/api/documents/${docId}`, { token }));
      if (doc.status === "ready" || doc.status === "failed") return doc;
      if (Date.now() > until) throw new Error(`document ${docId} still ${String(doc.status)} (${String(doc.stage)})`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const blobFiles = () =>
    fs.existsSync(path.join(t.dataDir, "blobs"))
      ? fs.readdirSync(path.join(t.dataDir, "blobs"), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length
      : 0;

  it("ingests a PDF into pages whose text holds the known phrases, and serves content, outline, report and file", async () => {
    const res = await uploadFixture("pdf", "nics-background-checks-2015-11.pdf");
    expect(res.status).toBe(202);
    const accepted = await json(res);
    expect(accepted).toMatchObject({ name: "nics-background-checks-2015-11.pdf", status: "queued" });
    const doc = await waitDone(String(accepted.doc_id));
    expect(doc).toMatchObject({ status: "ready", progress: 100, file_type: "pdf", page_count: 1, unit_kind: "page", error: null });

    const unit = await json(await t.call("GET", `/api/documents/${String(doc.doc_id)}/content?unit=1`, { token }));
    expect(unit).toMatchObject({ unit: 1, kind: "page", label: "Page 1" });
    expect(normaliseForMatch(String(unit.text))).toContain("NICS Firearm Background Checks");
    expect(await json(await t.call("GET", `/api/documents/${String(doc.doc_id)}/outline`, { token }))).toEqual({ units: [{ unit: 1, label: "Page 1", kind: "page" }], start_unit: 1 });
    const report = await json(await t.call("GET", `/api/documents/${String(doc.doc_id)}/report`, { token }));
    expect((report.units as Json[])[0]).toMatchObject({ unit: 1, source: "text" });
    const file = await t.call("GET", `/api/documents/${String(doc.doc_id)}/file`, { token });
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await file.arrayBuffer()).equals(fs.readFileSync(fixturePath("pdf", "nics-background-checks-2015-11.pdf")))).toBe(true);
    expect((await t.call("GET", `/api/documents/${String(doc.doc_id)}/content?unit=2`, { token })).status).toBe(404);
  });

  it("reads slides (with their speaker notes), legacy PPT, EPUB chapters and UTF-16 text into units that hold the known phrases", async () => {
    const cases: { type: string; name: string; phrase: string; kind: string; where: (label: string, unit: number) => boolean }[] = [
      { type: "pptx", name: "2411-Performance_Up.pptx", phrase: "Peaked at 78,000 hits per hour", kind: "slide", where: (_, unit) => unit === 3 },
      { type: "ppt", name: "bug58733_671884.ppt", phrase: "Number of PT bulls (major studs)", kind: "slide", where: (_, unit) => unit === 7 },
      { type: "epub", name: "testEPUB_multi-metadata-vals.epub", phrase: "The noon sun was shining over the masonry", kind: "chapter", where: (label) => /\bI\b|1/.test(label) },
      { type: "txt", name: "candide-utf-16le.txt", phrase: "Comment Candide fut élevé dans un beau château", kind: "section", where: (label) => { const [a, b] = (/(\d+)-(\d+)\)?$/.exec(label) ?? []).slice(1).map(Number); return a! <= 27 && 27 <= b!; } },
    ];
    const ids = await Promise.all(cases.map(async (c) => String((await json(await uploadFixture(c.type, c.name))).doc_id)));
    for (const [i, c] of cases.entries()) {
      const doc = await waitDone(ids[i]!);
      expect(doc, c.name).toMatchObject({ status: "ready", file_type: c.type, unit_kind: c.kind });
      const outline = (await json(await t.call("GET", `/api/documents/${ids[i]!}/outline`, { token }))).units as { unit: number; label: string }[];
      let found: { unit: number; label: string } | undefined;
      for (const entry of outline) {
        const unit = await json(await t.call("GET", `/api/documents/${ids[i]!}/content?unit=${entry.unit}`, { token }));
        if (normaliseForMatch(String(unit.text)).includes(normaliseForMatch(c.phrase))) {
          found = entry;
          break;
        }
      }
      expect(found, `${c.name}: "${c.phrase}"`).toBeDefined();
      expect(c.where(found!.label, found!.unit), `${c.name}: found in ${found!.label}`).toBe(true);
    }
  });

  it("opens an e-book at its first chapter with text: a picture-only cover keeps its number but is not the start", async () => {
    const theft = String((await json(await uploadFixture("epub", "The Incomplete Theft - Ralph Burke.epub"))).doc_id);
    const novel = String((await json(await uploadFixture("epub", "testEPUB_multi-metadata-vals.epub"))).doc_id);
    expect(await waitDone(theft)).toMatchObject({ status: "ready", page_count: 4 });
    expect(await waitDone(novel)).toMatchObject({ status: "ready" });
    const outline = await json(await t.call("GET", `/api/documents/${theft}/outline`, { token }));
    expect((outline.units as Json[]).map((u) => u.unit)).toEqual([1, 2, 3, 4]);
    expect(outline.start_unit).toBe(2);
    expect(String((await json(await t.call("GET", `/api/documents/${theft}/content?unit=1`, { token }))).text).trim()).toBe("");
    expect(normaliseForMatch(String((await json(await t.call("GET", `/api/documents/${theft}/content?unit=2`, { token }))).text))).toContain("Release Date: June 21, 2021");
    // The novel's first spine item, its title page, has text: it opens there.
    expect((await json(await t.call("GET", `/api/documents/${novel}/outline`, { token }))).start_unit).toBe(1);
  });

  it("refuses hostile and broken files at upload: truncated PDF, zip bomb, XML entity bomb", async () => {
    const before = blobFiles();
    const whole = fs.readFileSync(fixturePath("pdf", "federal-register-2020-17221.pdf"));
    const bomb = deflatedZeros(250 * 1024 * 1024);
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>' +
      '<package xmlns="http://www.idpf.org/2007/opf"><metadata><title>&lol3;</title></metadata><manifest/><spine/></package>';
    const cases: [Uint8Array, string][] = [
      [whole.subarray(0, 40_000), "truncated.pdf"],
      [makeZip([...epubEntries("<p>x</p>"), ...[1, 2, 3, 4, 5, 6].map((n) => ({ name: `OEBPS/img${n}.jpg`, deflated: bomb }))]), "bomb.epub"],
      [makeZip(epubEntries("<p>x</p>", { opf: laughs })), "laughs.epub"],
    ];
    for (const [bytes, name] of cases) {
      const res = await upload(bytes, name);
      expect(res.status, name).toBe(400);
      expect(String((await json(res)).detail), name).toMatch(/\w{4}/);
    }
    expect(blobFiles()).toBe(before);
  });

  it("refuses what it cannot read with the spec's messages and stores nothing", async () => {
    const before = blobFiles();
    const cases: [Uint8Array, string, number, RegExp][] = [
      [tinyPng(), "picture.pdf", 400, /You have selected an invalid file/],
      [Buffer.from("%PDF-1.4 fake"), "notes.docx", 400, /You have selected an invalid file/],
      [new Uint8Array(0), "empty.txt", 400, /empty/],
      [fs.readFileSync(fixturePath("pdf", "password-example.pdf")), "locked.pdf", 400, /Password-protected documents are not accepted/],
    ];
    for (const [bytes, name, status, detail] of cases) {
      const res = await upload(bytes, name);
      expect(res.status, name).toBe(status);
      expect(String((await json(res)).detail), name).toMatch(detail);
    }
    expect(blobFiles()).toBe(before);
    expect((await t.call("POST", "/api/documents", { token, json: { file: "x" } })).status).toBe(400);
  });

  it("accepts a PDF with only an owner password", async () => {
    const accepted = await json(await uploadFixture("pdf", "testPDF_protected.pdf"));
    const doc = await waitDone(String(accepted.doc_id));
    expect(doc).toMatchObject({ status: "ready", page_count: 41 });
  });

  it("enforces the free plan's size and page limits with 402 and stores nothing", async () => {
    const before = blobFiles();
    const big = Buffer.alloc(17 * 1024 * 1024, "a");
    const tooBig = await upload(big, "big.txt", freeToken);
    expect(tooBig.status).toBe(402);
    expect(String((await json(tooBig)).detail)).toMatch(/\(16 MB\)/);

    const long = path.join(scratch, "long.pdf");
    const src = fixturePath("pdf", "testPDF_protected.pdf");
    execFileSync("qpdf", ["--empty", "--pages", src, src, src, "--", long]);
    const tooLong = await upload(fs.readFileSync(long), "long.pdf", freeToken);
    expect(tooLong.status).toBe(402);
    expect(String((await json(tooLong)).detail)).toMatch(/123 pages; your plan allows 100/);
    expect(blobFiles()).toBe(before);
  });

  it("keeps documents private: another user gets 404 for every call", async () => {
    const accepted = await json(await uploadFixture("csv", "doublequote.csv"));
    const id = String(accepted.doc_id);
    await waitDone(id);
    for (const [method, p] of [["GET", `/api/documents/${id}`], ["GET", `/api/documents/${id}/content?unit=1`], ["GET", `/api/documents/${id}/file`], ["GET", `/api/documents/${id}/outline`], ["DELETE", `/api/documents/${id}`]] as const) {
      expect((await t.call(method, p, { token: other })).status, `${method} ${p}`).toBe(404);
    }
    expect((await t.call("PUT", `/api/documents/${id}`, { token: other, json: { custom_file_name: "mine" } })).status).toBe(404);
    const list = await json(await t.call("GET", "/api/documents", { token: other }));
    expect(list).toEqual({ documents: [], total: 0 });
    const found = await json(await t.call("GET", "/api/search?query=Ministerio", { token: other }));
    expect(found.results).toEqual([]);
  });

  it("lists newest first with paging and filters, renames, searches and deletes everything derived", async () => {
    const rtf = await json(await uploadFixture("rtf", "testTextConversion.rtf"));
    await waitDone(String(rtf.doc_id));
    const page1 = await json(await t.call("GET", "/api/documents?page=1&page_size=2", { token }));
    const docs = page1.documents as Json[];
    expect(docs).toHaveLength(2);
    expect(docs[0]!.doc_id).toBe(rtf.doc_id);
    expect(Number(page1.total)).toBeGreaterThanOrEqual(3);
    const onlyRtf = await json(await t.call("GET", "/api/documents?file_type=rtf&date_range=today", { token }));
    expect((onlyRtf.documents as Json[]).map((d) => d.file_type)).toEqual(["rtf"]);
    const yesterday = await json(await t.call("GET", "/api/documents?date_range=yesterday", { token }));
    expect(yesterday.total).toBe(0);

    const renamed = await json(await t.call("PUT", `/api/documents/${String(rtf.doc_id)}`, { token, json: { custom_file_name: "Conversion notes" } }));
    expect(renamed).toMatchObject({ name: "Conversion notes", custom_file_name: "Conversion notes" });
    const byName = await json(await t.call("GET", "/api/documents?search=conversion", { token }));
    expect((byName.documents as Json[]).map((d) => d.doc_id)).toEqual([rtf.doc_id]);

    const search = await json(await t.call("GET", "/api/search?query=Firearm", { token }));
    expect((search.results as Json[]).some((r) => (r.locator as Json | null)?.unit === 1 && String(r.snippet).includes("Firearm"))).toBe(true);
    expect((await json(await t.call("GET", "/api/usage", { token: freeToken }))).limits).toEqual(expect.arrayContaining([expect.objectContaining({ key: "file_size_bytes", total: 16 * 1024 * 1024 })]));

    const before = blobFiles();
    expect((await t.call("DELETE", `/api/documents/${String(rtf.doc_id)}`, { token })).status).toBe(200);
    expect((await t.call("GET", `/api/documents/${String(rtf.doc_id)}`, { token })).status).toBe(404);
    const left = await t.deps.db.selectFrom("chunks").select("id").where("document_id", "=", String(rtf.doc_id)).execute();
    expect(left).toEqual([]);
    expect(blobFiles()).toBe(before - 2);
  });

  it("imports from a URL and refuses private targets, also behind a redirect", async () => {
    const res = await t.call("POST", "/api/documents/url", { token, json: { url: `127.0.0.1:${filesPort}/paper` } });
    expect(res.status).toBe(202);
    const accepted = await json(res);
    expect(accepted.name).toBe("nics.pdf");
    expect(await waitDone(String(accepted.doc_id))).toMatchObject({ status: "ready", source_url: `http://127.0.0.1:${filesPort}/paper` });
    for (const url of ["http://127.0.0.1:9/x.pdf", "http://169.254.169.254/latest", "file:///etc/passwd", `http://127.0.0.1:${filesPort}/redirect-private`]) {
      const refused = await t.call("POST", "/api/documents/url", { token, json: { url } });
      expect(refused.status, url).toBe(400);
    }
  });

  it("fails a file without text with a specific message, and retries and cancels on request", async () => {
    // A well-formed EPUB whose only chapter holds no text passes the upload checks and fails in the job.
    const accepted = await json(await upload(makeZip(epubEntries("<html><body><p> </p></body></html>")), "blank.epub"));
    const doc = await waitDone(String(accepted.doc_id));
    expect(doc.status).toBe("failed");
    expect(String(doc.error)).toMatch(/\w/);
    // Its text is asked for in vain: the answer says it failed and why, not that it is still in processing.
    for (const path of ["content?unit=1", "outline"]) {
      const refused = await t.call("GET", `/api/documents/${String(doc.doc_id)}/${path}`, { token });
      expect(refused.status, path).toBe(409);
      expect(await json(refused), path).toEqual({ code: "document_failed", detail: `The document could not be processed: ${String(doc.error)}` });
    }
    const retrieval = await t.call("POST", "/api/retrieve", { token, json: { query: "anything", doc_ids: [doc.doc_id] } });
    expect(await json(retrieval)).toMatchObject({ code: "document_failed" });
    const retried = await t.call("POST", `/api/documents/${String(doc.doc_id)}/retry`, { token });
    expect(retried.status).toBe(202);
    expect((await json(retried)).status).toBe("queued");
    const cancelled = await t.call("POST", `/api/documents/${String(doc.doc_id)}/cancel`, { token });
    expect([200, 409]).toContain(cancelled.status);
    const ready = await json(await uploadFixture("txt", "rashomon-shift-jis.txt"));
    const done = await waitDone(String(ready.doc_id));
    expect((await t.call("POST", `/api/documents/${String(done.doc_id)}/retry`, { token })).status).toBe(409);
  });
});
