import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { rawRequest } from "./raw-http.ts";

let server: net.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server that writes `answer` to each connection and keeps it open, as a keep-alive server does. */
async function answering(answer: string): Promise<string> {
  const sockets: net.Socket[] = [];
  server = net.createServer((socket) => {
    sockets.push(socket);
    socket.once("data", () => socket.write(answer));
  });
  server.on("close", () => sockets.forEach((s) => s.destroy()));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
}

describe("rawRequest", () => {
  it("takes a 204's head for the whole answer, without waiting for the connection to close", async () => {
    const base = await answering("HTTP/1.1 204 No Content\r\nconnection: keep-alive\r\n\r\n");
    const started = Date.now();
    const outcome = await rawRequest(base, { method: "DELETE", path: "/x", headers: {} }, { timeoutMs: 3000 });
    expect(outcome).toEqual({ kind: "answered", status: 204, contentType: "", body: "" });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("still waits for the body a content-length announces", async () => {
    const base = await answering("HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\ncontent-length: 5\r\n\r\nhel");
    await expect(rawRequest(base, { method: "GET", path: "/x", headers: {} }, { timeoutMs: 300 })).rejects.toThrow(/no answer within 300 ms/);
  });
});
