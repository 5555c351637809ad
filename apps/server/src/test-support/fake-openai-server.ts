import http from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

/** What the fake answers to one chat-completions request. */
export type FakeReply =
  /** Streams the chunks as `delta.content` (or answers them joined, when the client did not ask for a stream). */
  | {
      kind: "text";
      chunks: string[];
      firstChunkDelayMs?: number;
      chunkDelayMs?: number;
      /**
       * Awaited before each chunk after the first: a test holds chunk `index` back until it has seen
       * the one before arrive, so "streamed as written" does not depend on how fast the machine is.
       */
      beforeChunk?: (index: number) => Promise<void>;
    }
  /** An HTTP error with OpenAI's error body and a short `retry-after-ms`, so the client's retries stay fast. */
  | { kind: "error"; status: number; message?: string }
  /** Sends the stream's first chunks, then neither data nor the end: a provider that hangs. */
  | { kind: "stall"; chunks?: string[] };

export interface FakeRequest {
  path: string;
  /** performance.now() when the request arrived, to time a client in the same process. */
  receivedAt: number;
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON body, as the real client sent it. */
  body: { model?: string; stream?: boolean; messages?: { role: string; content: unknown }[]; [k: string]: unknown };
  /** True once the client closed the connection before the reply ended (a stop or a timeout). */
  closedEarly: boolean;
  /** Resolves when the connection is closed, either way. */
  closed: Promise<void>;
}

export interface FakeOpenAIServer {
  /** Base URL to give a client, ending in /v1. */
  url: string;
  requests: FakeRequest[];
  /** Replies for the next requests in order; the last one repeats. */
  setReplies(...replies: FakeReply[]): void;
  /** Computes each reply from the request (for answers that depend on the prompt). */
  setHandler(handler: (req: FakeRequest) => FakeReply): void;
  close(): Promise<void>;
}

/**
 * A local OpenAI-compatible server speaking the real chat-completions protocol over HTTP, so tests
 * run the real AI SDK clients: SSE chunks with `delta.content`, a last chunk with `finish_reason`
 * and `usage`, then `data: [DONE]`; JSON bodies for non-streaming calls; OpenAI-shaped errors.
 */
export async function startFakeOpenAIServer(): Promise<FakeOpenAIServer> {
  const requests: FakeRequest[] = [];
  let handler: (req: FakeRequest) => FakeReply = () => ({ kind: "text", chunks: ["OK"] });

  const server = http.createServer(async (req, res) => {
    const receivedAt = performance.now();
    let raw = "";
    for await (const chunk of req) raw += chunk;
    let resolveClosed = () => {};
    const record: FakeRequest = {
      path: req.url ?? "/",
      receivedAt,
      headers: req.headers,
      body: raw ? JSON.parse(raw) : {},
      closedEarly: false,
      closed: new Promise<void>((r) => (resolveClosed = r)),
    };
    requests.push(record);
    res.on("close", () => {
      record.closedEarly = !res.writableFinished;
      resolveClosed();
    });
    if (!record.path.endsWith("/chat/completions") || req.method !== "POST") {
      res.writeHead(404, { "content-type": "application/json" });
      return res.end(JSON.stringify({ error: { message: "not found", type: "invalid_request_error" } }));
    }
    await reply(res, record, handler(record));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    setReplies(...replies) {
      const start = requests.length;
      handler = () => replies[Math.min(requests.length - 1 - start, replies.length - 1)] ?? { kind: "text", chunks: [] };
    },
    setHandler(h) {
      handler = h;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

async function reply(res: http.ServerResponse, req: FakeRequest, r: FakeReply): Promise<void> {
  const model = req.body.model ?? "fake-model";
  if (r.kind === "error") {
    res.writeHead(r.status, { "content-type": "application/json", "retry-after-ms": "10" });
    const type = r.status === 429 ? "rate_limit_exceeded" : "server_error";
    res.end(JSON.stringify({ error: { message: r.message ?? `fake ${r.status}`, type, code: type } }));
    return;
  }
  const chunks = r.chunks ?? [];
  if (!req.body.stream) {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(completion(model, chunks.join(""))));
    return;
  }

  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
  const send = (payload: object | string) => {
    if (!res.destroyed) res.write(`data: ${typeof payload === "string" ? payload : JSON.stringify(payload)}\n\n`);
  };
  send(chunk(model, { role: "assistant", content: "" }, null));
  if (r.kind === "text" && r.firstChunkDelayMs) await sleep(r.firstChunkDelayMs);
  for (const [i, text] of chunks.entries()) {
    if (res.destroyed) return;
    if (i > 0 && r.kind === "text" && r.chunkDelayMs) await sleep(r.chunkDelayMs);
    if (i > 0 && r.kind === "text" && r.beforeChunk) await r.beforeChunk(i);
    send(chunk(model, { content: text }, null));
  }
  if (r.kind === "stall") return; // the connection stays open until the client gives up
  const completionTokens = chunks.length;
  send({ ...chunk(model, {}, "stop"), usage: { prompt_tokens: 42, completion_tokens: completionTokens, total_tokens: 42 + completionTokens } });
  send("[DONE]");
  res.end();
}

function chunk(model: string, delta: object, finishReason: string | null) {
  return {
    id: "chatcmpl-fake",
    object: "chat.completion.chunk",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
}

function completion(model: string, content: string) {
  return {
    id: "chatcmpl-fake",
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 42, completion_tokens: 1, total_tokens: 43 },
  };
}
