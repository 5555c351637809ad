import net from "node:net";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerType } from "@hono/node-server";
import type { HonoEnv } from "./env.ts";
import { serveHttp } from "./serve-http.ts";

/** Send raw bytes and read the whole answer: the requests here are ones fetch would not send. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

const parse = (answer: string) => {
  const [head = "", body = ""] = answer.split("\r\n\r\n");
  return { status: Number(head.split(" ")[1]), head: head.toLowerCase(), body: JSON.parse(body) as unknown };
};

describe("serveHttp", () => {
  let server: ServerType;
  let port = 0;

  beforeAll(async () => {
    const app = new Hono<HonoEnv>();
    app.get("/api/ping", (c) => c.json({ ok: true }));
    await new Promise<void>((resolve) => {
      server = serveHttp(app, { port: 0, hostname: "127.0.0.1" }, (info) => {
        port = info.port;
        resolve();
      });
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("answers a 20 KB address with a JSON 431, not Node's bare status", async () => {
    const answer = parse(await rawExchange(port, `GET /api/ping?q=${"a".repeat(20 * 1024)} HTTP/1.1\r\nHost: folio.test\r\n\r\n`));
    expect(answer.status).toBe(431);
    expect(answer.head).toContain("content-type: application/json");
    expect(answer.body).toEqual({ code: "headers_too_large", detail: "The request's address or headers are too long." });
  });

  it("answers a 300 KB address sent in pieces with its 431 before closing, every time", async () => {
    // The rest of the address arrives after the refusal; the answer must not be lost to a reset.
    const head = `GET /api/ping?q=${"%C3%A9x".repeat(40_000)} HTTP/1.1\r\nHost: folio.test\r\n\r\n`;
    const exchange = () =>
      new Promise<string>((resolve) => {
        const socket = net.connect(port, "127.0.0.1");
        let answer = "";
        socket.setEncoding("utf8");
        socket.on("data", (chunk: string) => (answer += chunk));
        socket.on("close", () => resolve(answer));
        // A write into a connection the server has finished with may fail; the answer is what counts.
        socket.on("error", () => {});
        // The client reads only once it has sent it all, as a busy client would: by then a reset
        // would have thrown the answer away.
        socket.pause();
        for (let at = 0; at < head.length; at += 16 * 1024) socket.write(head.slice(at, at + 16 * 1024));
        setTimeout(() => socket.resume(), 300);
      });
    const answers = await Promise.all(Array.from({ length: 20 }, exchange));
    expect(answers.map((a) => a.split(" ")[1])).toEqual(Array<string>(20).fill("431"));
  });

  it("answers a request Node cannot parse with a JSON 400, and still serves the next one", async () => {
    const answer = parse(await rawExchange(port, "NOT A REQUEST\r\n\r\n"));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: "bad_request" });
    const ok = await fetch(`http://127.0.0.1:${port}/api/ping`);
    expect(await ok.json()).toEqual({ ok: true });
  });
});
