import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createModelRegistry } from "../adapters/llm/index.ts";
import { readLlmConfig } from "../platform/config.ts";
import { startFakeOpenAIServer, type FakeOpenAIServer } from "../test-support/fake-openai-server.ts";
import { rewriteFollowUp } from "./rewrite-follow-up.ts";
import type { AnswerModel, ChatTurn } from "./types.ts";

const history: ChatTurn[] = [
  { role: "user", content: "What is the warranty period of the X200 vacuum cleaner?" },
  { role: "assistant", content: "The warranty lasts two years [1]." },
];

const local = (question: string, turns: ChatTurn[] = history) => rewriteFollowUp({ history: turns, question, model: "LOCAL" });

describe("rewriteFollowUp with LOCAL (deterministic)", () => {
  it("returns a first question unchanged", async () => {
    expect(await local("What does it cost?", [])).toBe("What does it cost?");
  });

  it("carries the previous turn's key terms over to an elliptical or pronoun-led follow-up", async () => {
    expect(await local("And how much does it cost?")).toBe("And how much does it cost? warranty period x200 vacuum cleaner");
    expect(await local("What about the battery?")).toBe("What about the battery? warranty period x200 vacuum cleaner");
    expect(await local("Is it extendable?")).toBe("Is it extendable? warranty period x200 vacuum cleaner");
    expect(await local("Why?")).toBe("Why? warranty period x200 vacuum cleaner");
  });

  it("leaves a stand-alone follow-up alone", async () => {
    expect(await local("Which countries is the Z9 lawn mower sold in?")).toBe("Which countries is the Z9 lawn mower sold in?");
  });

  it("works in other languages and reaches back two user turns", async () => {
    const es: ChatTurn[] = [
      { role: "user", content: "¿Cuál es la garantía de la aspiradora X200?" },
      { role: "assistant", content: "Dos años [1]." },
      { role: "user", content: "¿Y la batería?" },
      { role: "assistant", content: "Seis meses [2]." },
    ];
    expect(await local("¿Y eso se puede ampliar?", es)).toBe("¿Y eso se puede ampliar? batería garantía aspiradora x200");
    const zh: ChatTurn[] = [{ role: "user", content: "X200吸尘器的保修期是多久？" }];
    expect(await local("那它多少钱？", zh)).toMatch(/^那它多少钱？ x200 吸尘器 /);
  });

  it("applies the chat text rule to English follow-ups", async () => {
    expect(await local("Is\u200b it extendable?")).toBe("Is it extendable? warranty period x200 vacuum cleaner");
  });
});

describe("rewriteFollowUp with a model", () => {
  let fake: FakeOpenAIServer;
  let model: AnswerModel;
  beforeAll(async () => {
    fake = await startFakeOpenAIServer();
    model = createModelRegistry(readLlmConfig({ OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: fake.url })).languageModel("GPT4O_MINI");
  });
  afterAll(() => fake.close());

  it("asks the model for a stand-alone query, with the conversation fenced as data", async () => {
    fake.setReplies({ kind: "text", chunks: ['"How much does the X200 vacuum cleaner cost?"\n'] });
    expect(await rewriteFollowUp({ history, question: "And how much does it cost?", model })).toBe("How much does the X200 vacuum cleaner cost?");
    const body = fake.requests.at(-1)?.body;
    expect(body?.stream).toBeFalsy();
    const [system, user] = body?.messages ?? [];
    expect(String(system?.content)).toContain("Output only the query");
    expect(String(user?.content)).toContain("<conversation>\nuser: What is the warranty period of the X200 vacuum cleaner?\nassistant: The warranty lasts two years [1].\n</conversation>");
    expect(String(user?.content).endsWith("Last question: And how much does it cost?")).toBe(true);
  });

  it("falls back to the heuristic when the model fails, so the chat still answers", async () => {
    fake.setReplies({ kind: "error", status: 500 });
    expect(await rewriteFollowUp({ history, question: "Is it extendable?", model })).toBe("Is it extendable? warranty period x200 vacuum cleaner");
  });

  it("does not call the model for a first question", async () => {
    const before = fake.requests.length;
    expect(await rewriteFollowUp({ history: [], question: "What is the X200?", model })).toBe("What is the X200?");
    expect(fake.requests.length).toBe(before);
  });
});
