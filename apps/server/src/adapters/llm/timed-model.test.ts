import { generateText, streamText } from "ai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../platform/config.ts";
import { currentSample as sample } from "../../test-support/metrics-text.ts";
import { startFakeOpenAIServer, type FakeOpenAIServer } from "../../test-support/fake-openai-server.ts";
import { createModelRegistry } from "./registry.ts";

const STREAMS = 'folio_model_latency_seconds_count{model="GPT4O_MINI",call="stream"}';
const GENERATES = 'folio_model_latency_seconds_count{model="GPT4O_MINI",call="generate"}';
const ERRORS = 'folio_model_errors_total{model="GPT4O_MINI"}';

describe("model latency and errors in the metrics", () => {
  let fake: FakeOpenAIServer;
  beforeAll(async () => {
    fake = await startFakeOpenAIServer();
  });
  afterAll(async () => {
    await fake?.close();
  });
  const model = () => createModelRegistry(loadConfig({ NODE_ENV: "test", OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: fake.url }).llm).languageModel("GPT4O_MINI");

  it("times streams to their first part and whole generate calls, by model", async () => {
    const m = model();
    if (m === "LOCAL") throw new Error("expected a hosted model");
    const streams = await sample(STREAMS);
    const generates = await sample(GENERATES);
    fake.setReplies({ kind: "text", chunks: ["Hello", " there"] });
    expect(await streamText({ model: m, prompt: "hi" }).text).toBe("Hello there");
    expect(await sample(STREAMS)).toBe(streams + 1);
    expect((await generateText({ model: m, prompt: "hi" })).text).toBe("Hello there");
    expect(await sample(GENERATES)).toBe(generates + 1);
  });

  it("counts a failed call", async () => {
    const m = model();
    if (m === "LOCAL") throw new Error("expected a hosted model");
    const before = await sample(ERRORS);
    fake.setReplies({ kind: "error", status: 500, message: "boom" });
    await expect(generateText({ model: m, prompt: "hi", maxRetries: 0 })).rejects.toThrow();
    expect(await sample(ERRORS)).toBe(before + 1);
  });
});
