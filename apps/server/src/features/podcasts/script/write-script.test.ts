import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createModelRegistry } from "../../../adapters/llm/index.ts";
import { readLlmConfig } from "../../../platform/config.ts";
import { createLogger } from "../../../platform/logger.ts";
import { startFakeOpenAIServer, type FakeOpenAIServer } from "../../../test-support/fake-openai-server.ts";
import { buildLocalScript } from "./local-script.ts";
import type { PodcastSourceMaterial } from "./types.ts";
import { writeScript } from "./write-script.ts";

const SOURCE: PodcastSourceMaterial = {
  title: "Harbour towns",
  language: "en",
  exchanges: [],
  documents: [
    {
      docId: "doc_1",
      title: "Harbour towns",
      units: [
        { unit: 1, kind: "page", label: "Page 1", text: "The old harbour of the town was rebuilt in 1998 after a storm destroyed the northern wall. Fishing boats returned within a year, and the market reopened on the quay." },
        { unit: 2, kind: "page", label: "Page 2", text: "Tourism now brings more money to the town than fishing does. Visitors come in summer for the ferries to the islands and for the fish restaurants along the harbour." },
      ],
    },
  ],
};

const log = createLogger("silent");
let fake: FakeOpenAIServer;
beforeAll(async () => {
  fake = await startFakeOpenAIServer();
});
afterAll(async () => {
  await fake.close();
});
const withProvider = () => createModelRegistry(readLlmConfig({ OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: fake.url, FOLIO_LLM_TIMEOUT_MS: "5000" }));

describe("writeScript", () => {
  it("LOCAL: the hosts introduce and read each key passage, whose chapter carries its locator", async () => {
    const script = await writeScript({ models: createModelRegistry(readLlmConfig({})), log }, SOURCE, new AbortController().signal);
    expect(script[0]).toMatchObject({ speaker: 0 });
    expect(script[0]?.text).toContain("Harbour towns");
    const chapters = script.filter((s) => s.chapter).map((s) => s.chapter);
    expect(chapters.map((c) => c?.locator.unit)).toEqual([1, 2]);
    expect(chapters.every((c) => c?.docId === "doc_1")).toBe(true);
    const spoken = script.map((s) => s.text).join(" ");
    expect(spoken).toContain("rebuilt in 1998");
    expect(spoken).toContain("Tourism now brings more money");
    expect(new Set(script.map((s) => s.speaker))).toEqual(new Set([0, 1]));
  });

  it("with a provider: the model's dialogue, each turn's passage number opening its chapter once", async () => {
    fake.setReplies({
      kind: "text",
      chunks: [
        "Here is the script:\n",
        "A|0|Welcome! Today: harbour towns.\n",
        "B|1|The harbour was rebuilt in 1998 after a storm.\n",
        "A|1|And the boats came back within a year?\n",
        "B|2|Yes, and now **tourism** earns more than fishing [2].\n",
        "A|0|Thanks for listening.\n",
      ],
    });
    const script = await writeScript({ models: withProvider(), log }, SOURCE, new AbortController().signal);
    expect(script.map((s) => [s.speaker, s.text])).toEqual([
      [0, "Welcome! Today: harbour towns."],
      [1, "The harbour was rebuilt in 1998 after a storm."],
      [0, "And the boats came back within a year?"],
      [1, "Yes, and now tourism earns more than fishing ."],
      [0, "Thanks for listening."],
    ]);
    expect(script.map((s) => s.chapter?.locator.unit ?? null)).toEqual([null, 1, null, 2, null]);
    // The passages reached the model fenced as numbered data.
    const prompt = JSON.stringify(fake.requests.at(-1)?.body.messages);
    expect(prompt).toContain("[1] (Page 1)");
    expect(prompt).toContain("rebuilt in 1998");
  });

  it("falls back to the LOCAL script when the model answers no dialogue or fails", async () => {
    const local = buildLocalScript(SOURCE);
    fake.setReplies({ kind: "text", chunks: ["Sorry, I cannot help with that."] });
    expect(await writeScript({ models: withProvider(), log }, SOURCE, new AbortController().signal)).toEqual(local);
    fake.setReplies({ kind: "error", status: 500 });
    expect(await writeScript({ models: withProvider(), log }, SOURCE, new AbortController().signal)).toEqual(local);
  });

  it("a cancel stops it", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(writeScript({ models: withProvider(), log }, SOURCE, controller.signal)).rejects.toThrow();
  });
});
