import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { createAdaptorServer } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";

type Json = Record<string, unknown>;

/** One HTTP/1.1 request written byte for byte on a fresh socket; resolves with the raw answer once the server closes or answers. */
function rawRequest(port: number, head: string, body: Buffer | string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
    socket.write(head);
    socket.write(body);
  });
}

const statusOf = (answer: string) => Number(answer.split(" ")[1]);
const jsonOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4)) as Json;

const until = async (check: () => boolean, timeoutMs = 10_000) => {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
  return true;
};

describe.each(DATABASE_KINDS)("upload receiver over HTTP on %s", (kind) => {
  let t: TestApp;
  let port = 0;
  let server: ReturnType<typeof createAdaptorServer>;
  let anonToken: string;
  let userToken: string;
  const tmpDir = () => path.join(t.dataDir, "blobs", "tmp");
  const tempFiles = () => fs.readdirSync(tmpDir());
  /** Stored blobs (not temporary files). */
  const storedBlobs = () =>
    fs.readdirSync(path.join(t.dataDir, "blobs"), { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.parentPath !== tmpDir()).length;
  /** Descriptors this process holds open on temporary upload files (the server runs in this process). */
  const openTempFds = () =>
    fs.readdirSync("/proc/self/fd").filter((fd) => {
      try {
        return fs.readlinkSync(`/proc/self/fd/${fd}`).startsWith(tmpDir());
      } catch {
        return false;
      }
    }).length;

  beforeAll(async () => {
    t = await createTestApp(kind);
    server = createAdaptorServer({ fetch: t.app.fetch });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    port = (server.address() as AddressInfo).port;
    anonToken = ((await (await t.call("GET", "/api/create-anon-user")).json()) as { token: string }).token;
    userToken = ((await (await t.call("POST", "/api/auth/register", { json: { email: "uploads@example.com", password: "long enough" } })).json()) as { token: string }).token;
    // The registered user uploads more than the free plan's one document a day.
    await t.deps.db.updateTable("users").set({ plan: "PRO" }).where("email", "=", "uploads@example.com").execute();
  });
  afterAll(async () => {
    await new Promise((r) => server?.close(r));
    await t?.close();
  });

  const multipartHead = (target: string, token: string, length: number, boundary = "zz") =>
    `POST ${target} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`;

  it("answers a multipart body that ends before its closing boundary with 400 JSON, keeps serving and keeps no temporary file", async () => {
    const body = '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nabc';
    for (const target of ["/api/documents", "/api/profile/upload-image"]) {
      const token = target === "/api/documents" ? anonToken : userToken;
      const answer = await rawRequest(port, multipartHead(target, token, Buffer.byteLength(body)), body);
      expect(statusOf(answer), answer).toBe(400);
      expect(jsonOf(answer)).toEqual({ code: "bad_request", detail: expect.stringMatching(/ended before it was complete/) });
    }
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
    expect(await until(() => tempFiles().length === 0 && openTempFds() === 0)).toBe(true);
  });

  it("closes and removes the temporary file of an upload the client abandons mid-body", async () => {
    for (const target of ["/api/documents", "/api/profile/upload-image"]) {
      const token = target === "/api/documents" ? anonToken : userToken;
      const socket = net.connect(port, "127.0.0.1");
      socket.on("error", () => {});
      await new Promise((r) => socket.once("connect", r));
      const partHead = '--zz\r\nContent-Disposition: form-data; name="file"; filename="big.txt"\r\nContent-Type: text/plain\r\n\r\n';
      socket.write(multipartHead(target, token, 1024 * 1024));
      socket.write(partHead + "x".repeat(64 * 1024));
      // The upload is under way once its temporary file is open.
      expect(await until(() => openTempFds() === 1)).toBe(true);
      socket.destroy();
      expect(await until(() => tempFiles().length === 0 && openTempFds() === 0)).toBe(true);
    }
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
  });

  it("stores nothing when the body breaks off after a whole file part, or the form passes a limit", async () => {
    const before = storedBlobs();
    const filePart = (text: string) => `--zz\r\nContent-Disposition: form-data; name="file"; filename="note.txt"\r\nContent-Type: text/plain\r\n\r\n${text}\r\n`;
    const field = (name: string, value: string) => `--zz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const cases: [body: string, detail: RegExp][] = [
      [`${filePart("a whole file, then nothing")}--zz\r\nContent-Disposition: form-da`, /ended before it was complete/],
      [`${filePart("one file")}${filePart("and another")}--zz--\r\n`, /one file/],
      [`${Array.from({ length: 11 }, (_, i) => field(`f${i}`, "x")).join("")}${filePart("many fields")}--zz--\r\n`, /one file/],
      [`${field("knowledge_base_id", "x".repeat(2000))}${filePart("a long field")}--zz--\r\n`, /one file/],
      [`${filePart("in the wrong field").replace('name="file"', 'name="upload"')}--zz--\r\n`, /field `file`/],
    ];
    for (const [body, detail] of cases) {
      const answer = await rawRequest(port, multipartHead("/api/documents", userToken, Buffer.byteLength(body)), body);
      expect(statusOf(answer), body).toBe(400);
      expect(jsonOf(answer)).toEqual({ code: "bad_request", detail: expect.stringMatching(detail) });
      expect(storedBlobs(), body).toBe(before);
    }
    expect(tempFiles()).toEqual([]);
  });

  it("refuses a declared size far over the limit before reading the body, and keeps no file for a folder that is not there", async () => {
    const tooBig = await rawRequest(port, multipartHead("/api/profile/upload-image", userToken, 50 * 1024 * 1024), "--zz\r\n");
    expect(statusOf(tooBig)).toBe(413);
    expect(jsonOf(tooBig)).toMatchObject({ code: "image_too_large" });

    const before = storedBlobs();
    const form = new FormData();
    form.append("knowledge_base_id", "kb_not_there");
    form.append("file", new Blob(["A note for a folder that does not exist."]), "note.txt");
    expect((await t.call("POST", "/api/documents", { token: userToken, body: form })).status).toBe(404);
    expect(storedBlobs()).toBe(before);
  });

  it("keeps UTF-8 file names, sent raw as browsers do or as RFC 5987 filename*", async () => {
    const name = "Résumé 日本.txt";
    const form = new FormData();
    form.append("file", new Blob(["A short note about résumés."]), name);
    const raw = await t.call("POST", "/api/documents", { token: userToken, body: form });
    expect(raw.status).toBe(202);
    expect(((await raw.json()) as Json).name).toBe(name);

    const extended = `extended ${name}`;
    const body = `--zz\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''${encodeURIComponent(extended)}\r\nContent-Type: text/plain\r\n\r\nAnother note.\r\n--zz--\r\n`;
    const answer = await rawRequest(port, multipartHead("/api/documents", userToken, Buffer.byteLength(body)), body);
    expect(statusOf(answer), answer).toBe(202);

    const list = (await (await t.call("GET", "/api/documents", { token: userToken })).json()) as { documents: { name: string }[] };
    expect(list.documents.map((d) => d.name).sort()).toEqual([name, extended].sort());
  });
});
