/**
 * Chat through the endpoint: POST /api/chat/{doc_id} on a 600-page PDF, in process (no network),
 * after upload and ingestion by the real job. Includes what bench/chat.ts leaves out: loading the
 * conversation, the follow-up rewrite, retrieval over the document and reading each passage's page.
 * - LOCAL: request to first text delta, and to the end of the answer (stored before the stream ends);
 * - provider (the fake OpenAI-compatible server answering at once): request to the provider
 *   receiving its call, and request to first text delta, i.e. what Folio adds before the model's
 *   first token.
 * Run alone with `npx tsx bench/chat-endpoint.ts`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { bootstrap } from "../apps/server/src/bootstrap.ts";
import { loadConfig } from "../apps/server/src/platform/config.ts";
import { createLogger } from "../apps/server/src/platform/logger.ts";
import { appWithUnlimitedUser } from "./support/app-with-user.ts";
import { percentile } from "./support/percentile.ts";
import { makePdf, proseLines } from "../apps/server/src/ingest/testing/make-pdf.ts";
import { startFakeOpenAIServer } from "../apps/server/src/test-support/fake-openai-server.ts";

const PAGES = 600;
const RUNS = 30;
const QUESTION = "What did the inspection find about the reactor coolant flow in section 412?";
const round = (n: number) => Number(n.toFixed(1));

export async function benchChatEndpoint(): Promise<Record<string, string | number>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "folio-bench-chat-"));
  const fake = await startFakeOpenAIServer();
  fake.setReplies({ kind: "text", chunks: ["The coolant flow was nominal [1].", ' <citations>[{"n":1,"quote":"the reactor coolant flow was nominal"}]</citations>'] });
  const config = loadConfig({ DATA_DIR: path.join(dir, "data"), LOG_LEVEL: "silent", OPENAI_API_KEY: "sk-bench", OPENAI_BASE_URL: fake.url });
  const running = await bootstrap(config, createLogger("silent"), { workers: true });
  try {
    const { call, token } = await appWithUnlimitedUser(running.deps, "bench-chat@example.com");

    const pages = Array.from({ length: PAGES }, (_, i) => ({
      lines: [...proseLines(40, `Page marker ${i + 1}`), `In section ${i + 1}, the inspection found that the reactor coolant flow was nominal and the valves were replaced.`],
    }));
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(makePdf(pages))]), "inspection.pdf");
    const { doc_id: docId } = (await (await call("POST", "/api/documents", token, form)).json()) as { doc_id: string };
    for (;;) {
      const doc = (await (await call("GET", `/api/documents/${docId}`, token)).json()) as { status: string; error: string | null };
      if (doc.status === "ready") break;
      if (doc.status === "failed") throw new Error(doc.error ?? "ingestion failed");
      await new Promise((r) => setTimeout(r, 200));
    }

    const ask = async (model: string) => {
      const { chat_id } = (await (await call("GET", `/api/chat?doc_id=${docId}`, token)).json()) as { chat_id: string };
      const before = fake.requests.length;
      const started = performance.now();
      const res = await call("POST", `/api/chat/${docId}?chat_id=${chat_id}&model_name=${model}`, token, JSON.stringify({ message: QUESTION }), true);
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let firstTokenMs = NaN;
      for (let seen = ""; ; ) {
        const { value, done } = await reader.read();
        if (done) break;
        seen += value;
        if (Number.isNaN(firstTokenMs) && seen.includes('"text-delta"')) firstTokenMs = performance.now() - started;
      }
      const request = fake.requests[before];
      return { firstTokenMs, doneMs: performance.now() - started, requestMs: request ? request.receivedAt - started : NaN };
    };
    const measure = async (model: string) => {
      const cold = await ask(model);
      const warm = [];
      for (let i = 0; i < RUNS; i++) warm.push(await ask(model));
      return { cold, warm };
    };
    const local = await measure("LOCAL");
    const provider = await measure("GPT4O_MINI");
    return {
      local_first_token_ms_cold: round(local.cold.firstTokenMs),
      local_first_token_ms_p50: round(percentile(local.warm.map((r) => r.firstTokenMs), 0.5)),
      local_first_token_ms_p95: round(percentile(local.warm.map((r) => r.firstTokenMs), 0.95)),
      local_answer_stored_ms_p50: round(percentile(local.warm.map((r) => r.doneMs), 0.5)),
      provider_request_sent_ms_p50: round(percentile(provider.warm.map((r) => r.requestMs), 0.5)),
      provider_request_sent_ms_p95: round(percentile(provider.warm.map((r) => r.requestMs), 0.95)),
      provider_first_token_ms_p50: round(percentile(provider.warm.map((r) => r.firstTokenMs), 0.5)),
      provider_first_token_ms_p95: round(percentile(provider.warm.map((r) => r.firstTokenMs), 0.95)),
      runs: RUNS,
      document: `${PAGES}-page generated PDF, ingested by the job; embedded database`,
    };
  } finally {
    await running.close();
    await fake.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const [k, v] of Object.entries(await benchChatEndpoint())) console.log(`${k}\t${v}`);
}
