import http from "node:http";
import type { Duplex } from "node:stream";
import { serve, type ServerType } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import type { Hono } from "hono";
import { ERRORS } from "@folio/contract";
import type { HonoEnv } from "./env.ts";

/**
 * Serve the app over HTTP. Requests Node refuses before they reach the app (an address or headers
 * past its 16 KB limit, a malformed request line, a client too slow to send its headers) are
 * answered with the same JSON `{detail, code}` as every other error, instead of Node's bare status.
 */
export function serveHttp(app: Hono<HonoEnv>, opts: { port: number; hostname?: string }, onListening: (info: AddressInfo) => void): ServerType {
  const server = serve({ fetch: app.fetch, port: opts.port, hostname: opts.hostname }, onListening);
  if (server instanceof http.Server) server.on("clientError", answerClientError);
  return server;
}

/** Node's own choice of status for each parser error, with the catalogue's message. */
function clientErrorAnswer(code: string | undefined): { status: number; reason: string; code: keyof typeof ERRORS } {
  if (code === "HPE_HEADER_OVERFLOW") return { status: 431, reason: "Request Header Fields Too Large", code: "headers_too_large" };
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return { status: 408, reason: "Request Timeout", code: "request_timeout" };
  return { status: 400, reason: "Bad Request", code: "bad_request" };
}

/**
 * How long a refused request's connection stays open after its answer. Node's parser, once in
 * error, reports the error again for every later piece of the request (a 300 KB address arrives
 * in many): destroying the socket then, with the client still sending, made the kernel reset the
 * connection over the unread bytes, and the client could lose the answer before reading it. The
 * server keeps reading (and dropping) them until the client closes, or this long.
 */
const LINGER_MS = 2_000;
/** Sockets whose refusal is answered: the parser's repeats of the error are not new errors. */
const answered = new WeakSet<Duplex>();

function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (answered.has(socket)) return;
  // A reset or a socket that already carried an answer has no one left to tell.
  if (err.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  answered.add(socket);
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
  const answer = clientErrorAnswer(err.code);
  const body = JSON.stringify({ detail: ERRORS[answer.code].detail, code: answer.code });
  socket.end(
    `HTTP/1.1 ${answer.status} ${answer.reason}\r\n` +
      "Content-Type: application/json; charset=utf-8\r\n" +
      "X-Content-Type-Options: nosniff\r\n" +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      "Connection: close\r\n\r\n" +
      body,
  );
}
