import { pathToFileURL } from "node:url";
import { createModelRegistry } from "../apps/server/src/adapters/llm/index.ts";
import { readLlmConfig } from "../apps/server/src/platform/config.ts";
import { answerStream, type AnswerChunk, type AnswerModel, type EvidencePassage } from "../apps/server/src/answering/index.ts";
import { startFakeOpenAIServer } from "../apps/server/src/test-support/fake-openai-server.ts";
import { percentile } from "./support/percentile.ts";

const RUNS = 30;
const QUESTION = "What did the inspection find about the reactor coolant flow in section 412?";

/**
 * Chat answering speed. LOCAL: time to the first text delta, given the 10 best passages of a
 * 600-page document (each page ~2,700 characters, verified against its whole page). Provider: what
 * Folio adds before the provider's first token, against the fake OpenAI-compatible server answering
 * at once: request-sent (call to request received) and first-token (call to first text delta seen).
 * Retrieval is not included: these passages are given.
 */
export async function benchChat(): Promise<Record<string, string | number>> {
  const passages = tenPassagesOf(sixHundredPages());
  const local = await measure(RUNS, async () => timeAnswer("LOCAL", passages));

  const fake = await startFakeOpenAIServer();
  try {
    fake.setReplies({ kind: "text", chunks: ["The coolant flow was nominal [1].", ' <citations>[{"n":1,"quote":"the reactor coolant flow was nominal"}]</citations>'] });
    const model = createModelRegistry(readLlmConfig({ OPENAI_API_KEY: "sk-bench", OPENAI_BASE_URL: fake.url })).languageModel("GPT4O_MINI");
    const provider = await measure(RUNS, async () => {
      const before = fake.requests.length;
      const t = await timeAnswer(model, passages);
      const request = fake.requests[before];
      return { ...t, requestMs: request ? request.receivedAt - t.startedAt : NaN };
    });
    return {
      local_first_token_ms_cold: round(local.cold.firstTokenMs),
      local_first_token_ms_p50: round(percentile(local.warm.map((r) => r.firstTokenMs), 0.5)),
      local_first_token_ms_p95: round(percentile(local.warm.map((r) => r.firstTokenMs), 0.95)),
      local_full_answer_ms_p50: round(percentile(local.warm.map((r) => r.doneMs), 0.5)),
      provider_request_sent_ms_cold: round(provider.cold.requestMs),
      provider_request_sent_ms_p50: round(percentile(provider.warm.map((r) => r.requestMs), 0.5)),
      provider_first_token_overhead_ms_cold: round(provider.cold.firstTokenMs),
      provider_first_token_overhead_ms_p50: round(percentile(provider.warm.map((r) => r.firstTokenMs), 0.5)),
      provider_first_token_overhead_ms_p95: round(percentile(provider.warm.map((r) => r.firstTokenMs), 0.95)),
      runs: RUNS,
      document: "600 pages x ~2,700 chars; 10 passages of ~600 chars",
    };
  } finally {
    await fake.close();
  }
}

async function timeAnswer(model: AnswerModel, passages: EvidencePassage[]) {
  const startedAt = performance.now();
  const { stream, result } = answerStream({ question: QUESTION, language: "EN", passages, model, signal: new AbortController().signal });
  let firstTokenMs = NaN;
  for await (const chunk of stream as AsyncIterable<AnswerChunk>) {
    if (chunk.type === "text-delta" && Number.isNaN(firstTokenMs)) firstTokenMs = performance.now() - startedAt;
  }
  await result;
  return { startedAt, firstTokenMs, doneMs: performance.now() - startedAt };
}

async function measure<T>(runs: number, once: () => Promise<T>): Promise<{ cold: T; warm: T[] }> {
  const cold = await once();
  const warm: T[] = [];
  for (let i = 0; i < runs; i++) warm.push(await once());
  return { cold, warm };
}

function sixHundredPages(): string[] {
  const filler = "The committee reviewed the quarterly budget, the staffing plan and the maintenance schedule in detail. ";
  return Array.from({ length: 600 }, (_, i) => `${filler.repeat(25)}In section ${i + 1}, the inspection found that the reactor coolant flow was nominal and the valves were replaced.`);
}

function tenPassagesOf(pages: string[]): EvidencePassage[] {
  return pages.slice(407, 417).map((unitText, i) => ({
    n: i + 1,
    docId: "bench-doc",
    docName: "Inspection report.pdf",
    locator: { kind: "page", unit: 408 + i, label: `Page ${408 + i}` },
    text: unitText.slice(-600),
    unitText,
    score: 10 - i * 0.5,
  }));
}

const round = (ms: number) => Math.round(ms * 10) / 10;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await benchChat(), null, 2));
}
