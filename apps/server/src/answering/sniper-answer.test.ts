import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createModelRegistry, type HostedLanguageModel } from "../adapters/llm/index.ts";
import { readLlmConfig } from "../platform/config.ts";
import { startFakeOpenAIServer, type FakeOpenAIServer } from "../test-support/fake-openai-server.ts";
import { answerStream, type AnswerStreamOptions } from "./answer-stream.ts";
import { textOf } from "./testing/test-client.ts";
import { PHOTOSYNTHESIS, RIVERS, WATER } from "./testing/test-passages.ts";
import type { AnswerChunk } from "./ui-stream.ts";

let fake: FakeOpenAIServer;
let openai: HostedLanguageModel;

beforeAll(async () => {
  fake = await startFakeOpenAIServer();
  const model = createModelRegistry(readLlmConfig({ OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: fake.url })).languageModel("GPT4O_MINI");
  if (model === "LOCAL") throw new Error("expected a hosted model");
  openai = model;
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

function ask(overrides: Partial<AnswerStreamOptions> = {}) {
  return answerStream({
    question: "At what temperature does water boil and freeze?",
    language: "EN",
    passages: [WATER, PHOTOSYNTHESIS, RIVERS],
    model: openai,
    signal: new AbortController().signal,
    maxRetries: 0,
    sniper: true,
    ...overrides,
  });
}

async function collect(stream: ReadableStream<AnswerChunk>, onChunk: (seen: AnswerChunk[]) => void = () => {}) {
  const seen: AnswerChunk[] = [];
  for await (const chunk of stream) {
    seen.push(chunk);
    onChunk(seen);
  }
  return seen;
}

describe("sniper mode over a provider's stream", () => {
  it("holds the answer back until its citations are verified: an uncited sentence is never sent, not even for a moment", async () => {
    fake.setReplies({
      kind: "text",
      chunks: ["Water boils at 100 degrees Celsius at sea level [7]. ", "Everyone knows that. ", "Green plants make it boil [2]. ", "It freezes at 0 degrees Celsius [1].", ' <citations>[{"n":1,"quote":"It freezes at 0 degrees Celsius."},{"n":2,"quote":"Plants boil water at noon."}]</citations>'],
      chunkDelayMs: 10,
    });
    const { stream, result } = ask();
    const seen = await collect(stream);
    const deltas = seen.filter((c) => c.type === "text-delta");
    expect(deltas).toHaveLength(1);
    expect(textOf(seen)).not.toContain("Everyone knows");
    // [7] names no passage and [2]'s quote is not in its passage: both markers are dropped, and with them their sentences.
    expect(textOf(seen)).toBe("It freezes at 0 degrees Celsius [1].\n\nSniper mode: 3 sentences without a verified source were removed.");
    const done = await result;
    expect(done).toMatchObject({ status: "complete", text: textOf(seen) });
    expect(done.citations.map((c) => [c.n, c.quote])).toEqual([[1, "It freezes at 0 degrees Celsius."]]);
    expect(seen.filter((c) => c.type === "data-citation")).toHaveLength(1);
  });

  it("on a stop, sends and keeps the cited sentences received so far", async () => {
    const words = ["Water boils at 100 degrees Celsius [1]. ", "That is hot. ", ...Array.from({ length: 60 }, (_, i) => `word${i} `)];
    fake.setReplies({ kind: "text", chunks: words, chunkDelayMs: 40 });
    const user = new AbortController();
    const { stream, result } = ask({ signal: user.signal });
    setTimeout(() => user.abort(), 400);
    const seen = await collect(stream);
    expect(seen.at(-1)).toEqual({ type: "abort", reason: "stopped" });
    const done = await result;
    expect(done.status).toBe("stopped");
    expect(done.text).toBe(textOf(seen));
    expect(done.text.startsWith("Water boils at 100 degrees Celsius [1].\n\nSniper mode: ")).toBe(true);
    expect(done.text).not.toContain("That is hot");
    expect(done.citations.map((c) => c.n)).toEqual([1]);
  });

  it("off, the model's own sentences stream as they come", async () => {
    fake.setReplies({ kind: "text", chunks: ["Water boils at 100 degrees Celsius [1]. ", "Everyone knows that.", " <citations>[]</citations>"] });
    const { stream } = ask({ sniper: false });
    const seen = await collect(stream);
    expect(seen.filter((c) => c.type === "text-delta").length).toBeGreaterThan(1);
    expect(textOf(seen)).toContain("Everyone knows that.");
  });
});
