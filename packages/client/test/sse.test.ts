import { describe, expect, it } from "vitest";
import { sseData } from "../src/sse.ts";

function streamOf(pieces: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const p of pieces) controller.enqueue(encoder.encode(p));
      controller.close();
    },
  });
}

async function all(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const out: string[] = [];
  for await (const d of sseData(stream)) out.push(d);
  return out;
}

describe("sseData", () => {
  it("reads events split anywhere across chunks, with LF, CRLF or CR line ends", async () => {
    const body = 'data: {"a":1}\n\ndata: {"b":\r\n\r\ndata: two\rdata: lines\r\r: comment\n\nevent: x\ndata: [DONE]\n\n';
    const expected = ['{"a":1}', '{"b":', "two\nlines", "[DONE]"];
    expect(await all(streamOf([body]))).toEqual(expected);
    for (let cut = 1; cut < body.length; cut += 3) expect(await all(streamOf([body.slice(0, cut), body.slice(cut)]))).toEqual(expected);
  });

  it("keeps multi-byte characters split between chunks, and yields a last event without its blank line", async () => {
    const bytes = new TextEncoder().encode("data: Grüße 日本\n\ndata: end");
    const split = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const b of bytes) controller.enqueue(new Uint8Array([b]));
        controller.close();
      },
    });
    expect(await all(split)).toEqual(["Grüße 日本", "end"]);
  });

  it("cancels the body when the reader stops early", async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode("data: x\n\n"));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const d of sseData(body)) {
      expect(d).toBe("x");
      break;
    }
    expect(cancelled).toBe(true);
  });
});
