import net from "node:net";

/** How the body of a raw request is sent. */
export type RawBody =
  /** All of it, with its content-length. */
  | { kind: "bytes"; bytes: Buffer }
  /** `size` bytes of `fill` in 64 KB chunks, chunked (no content-length), until sent or answered. */
  | { kind: "stream"; size: number; fill: string }
  /** A content-length of `declared`, then only `bytes`, then the connection is dropped: a client gone mid-body. */
  | { kind: "abandoned"; declared: number; bytes: Buffer };

export interface RawRequest {
  method: string;
  /** The request target exactly as sent (already percent-encoded, or not, on purpose). */
  path: string;
  headers: Record<string, string>;
  body?: RawBody;
}

export type RawOutcome =
  | { kind: "answered"; status: number; contentType: string; body: string }
  /** The connection closed before a whole answer head arrived. */
  | { kind: "closed"; error: string };

/** How much of an answer is read (a download or a long stream is cut there). */
const KEEP_BYTES = 256 * 1024;
const CHUNK = 64 * 1024;

/**
 * One HTTP/1.1 request written byte for byte on its own TCP connection: unlike fetch or
 * node:http, it can send a wrong content-length, stop mid-body, or keep sending a huge body while
 * the server has already answered, and it still reads that answer (a server may answer a body it
 * refuses before the body ends, then close). Rejects only when nothing ends within `timeoutMs`.
 * `localAddress` (any of 127.0.0.0/8 on Linux) makes loopback clients count as different addresses.
 */
export function rawRequest(base: string, req: RawRequest, opts: { timeoutMs?: number; localAddress?: string } = {}): Promise<RawOutcome> {
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const url = new URL(base);
  const body = req.body;
  const headers: Record<string, string> = { host: url.host, ...req.headers };
  if (body?.kind === "bytes") headers["content-length"] = String(body.bytes.length);
  if (body?.kind === "abandoned") headers["content-length"] = String(body.declared);
  if (body?.kind === "stream") headers["transfer-encoding"] = "chunked";
  const head = `${req.method} ${req.path} HTTP/1.1\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join("")}\r\n`;

  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port), localAddress: opts.localAddress });
    const received: Buffer[] = [];
    let receivedBytes = 0;
    let done = false;
    const finish = (error?: string) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(parseAnswer(Buffer.concat(received), error));
    };
    const timer = setTimeout(() => {
      done = true;
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on("data", (chunk: Buffer) => {
      received.push(chunk);
      receivedBytes += chunk.length;
      if (receivedBytes >= KEEP_BYTES || answerComplete(Buffer.concat(received))) finish();
    });
    socket.on("end", () => finish());
    socket.on("close", () => finish("the connection closed"));
    socket.on("error", (err) => finish(err.message));

    socket.write(head, "latin1");
    if (!body) return;
    if (body.kind === "abandoned") {
      socket.write(body.bytes, () => !done && socket.destroy());
      return;
    }
    const chunks = body.kind === "bytes" ? bytesInChunks(body.bytes) : streamInChunks(body.size, body.fill);
    // One chunk per turn of the event loop, and none once an answer has begun (the server refused
    // the body): a write into a connection the server closed would destroy the socket, answer unread.
    const pump = () => {
      if (done || receivedBytes > 0 || !socket.writable) return;
      const next = chunks.next();
      if (next.done) return;
      socket.write(next.value, () => setImmediate(pump));
    };
    pump();
  });
}

function* bytesInChunks(bytes: Buffer): Generator<Buffer> {
  for (let at = 0; at < bytes.length; at += CHUNK) yield bytes.subarray(at, at + CHUNK);
}

/** `size` bytes of `fill` in the chunked transfer coding, then its last chunk. */
function* streamInChunks(size: number, fill: string): Generator<Buffer> {
  const chunk = Buffer.concat([Buffer.from(`${CHUNK.toString(16)}\r\n`), Buffer.alloc(CHUNK, fill), Buffer.from("\r\n")]);
  for (let sent = 0; sent < size; sent += CHUNK) yield chunk;
  yield Buffer.from("0\r\n\r\n");
}

/** True once the answer's head and a body of its content-length (or the last chunk) have arrived. */
function answerComplete(raw: Buffer): boolean {
  const split = raw.indexOf("\r\n\r\n");
  if (split < 0) return false;
  const head = raw.subarray(0, split).toString("latin1").toLowerCase();
  // A 204 or 304 has no body whatever its headers say (RFC 9112, 6.3): the head is the whole answer,
  // not something to wait on until the server's keep-alive timeout closes the connection.
  if (/^http\/1\.[01] (204|304)/.test(head)) return true;
  const length = /\r\ncontent-length:\s*(\d+)/.exec(head)?.[1];
  if (length !== undefined) return raw.length - split - 4 >= Number(length);
  if (/\r\ntransfer-encoding:\s*chunked/.test(head)) return raw.subarray(split).includes("\r\n0\r\n\r\n");
  return false;
}

function parseAnswer(raw: Buffer, error: string | undefined): RawOutcome {
  const split = raw.indexOf("\r\n\r\n");
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(raw.subarray(0, 16).toString("latin1"))?.[1];
  if (split < 0 || !status) return { kind: "closed", error: error ?? "the connection ended without an answer" };
  const head = raw.subarray(0, split).toString("latin1");
  const contentType = /\r\ncontent-type:\s*([^\r]*)/i.exec(head)?.[1] ?? "";
  let body = raw.subarray(split + 4);
  if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) body = unchunk(body);
  return { kind: "answered", status: Number(status), contentType, body: body.toString("utf8") };
}

function unchunk(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = raw.indexOf("\r\n", at);
    if (eol < 0) break;
    const size = parseInt(raw.subarray(at, eol).toString("latin1"), 16);
    if (!size) break;
    parts.push(raw.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
