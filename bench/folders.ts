/**
 * Folder chat: POST /api/knowledge/chat/{id} with LOCAL on a folder of 200 documents, in process
 * (no network), after upload and ingestion by the real job. Measures request to first text delta
 * (the target: under 1 s) and to the end of the answer, cold (first question: every one of
 * the 200 document indexes is read from the blob store) and warm. Also times the folder calls
 * (create with 200 documents, contents page, list).
 * Run alone with `npx tsx bench/folders.ts`.
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

const DOCUMENTS = 200;
const RUNS = 20;
const round = (n: number) => Number(n.toFixed(1));
const TOPICS = ["harbour", "orchard", "railway", "library", "brewery", "quarry", "mill", "bridge", "school", "market"];

/** About 12 KB of text per document: ten sections on its own topic, one fact only it holds. */
function documentText(i: number): string {
  const topic = TOPICS[i % TOPICS.length]!;
  const sections = Array.from(
    { length: 10 },
    (_, s) =>
      `Section ${s + 1} of the ${topic} report ${i + 1}. The committee reviewed the ${topic} budget, the staffing plan and the maintenance schedule in detail, ` +
      `and noted that visitors to the ${topic} asked for longer opening hours, better signs and a second entrance near the car park. `.repeat(5),
  );
  sections.push(`Inspection ${i + 1}: the inspectors found that the ${topic} roof number ${1000 + i} leaked during the storm of March and was repaired by the Calloway brothers.`);
  return sections.join("\n\n");
}

export async function benchFolders(): Promise<Record<string, string | number>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "folio-bench-folders-"));
  const running = await bootstrap(loadConfig({ DATA_DIR: path.join(dir, "data"), LOG_LEVEL: "silent" }), createLogger("silent"), { workers: true });
  try {
    // Unlimited: 200 uploads in a day and 200 documents in one folder are over every plan.
    const { call, token } = await appWithUnlimitedUser(running.deps, "bench-folders@example.com");

    const ingestStarted = performance.now();
    const ids: string[] = [];
    for (let i = 0; i < DOCUMENTS; i++) {
      const form = new FormData();
      form.append("file", new Blob([documentText(i)]), `report-${String(i + 1).padStart(3, "0")}.txt`);
      const res = await call("POST", "/api/documents", token, form);
      if (res.status !== 202) throw new Error(`upload ${i} answered ${res.status}: ${await res.text()}`);
      ids.push(((await res.json()) as { doc_id: string }).doc_id);
    }
    for (const id of ids) {
      for (;;) {
        const doc = (await (await call("GET", `/api/documents/${id}`, token)).json()) as { status: string; error: string | null };
        if (doc.status === "ready") break;
        if (doc.status === "failed") throw new Error(doc.error ?? "ingestion failed");
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const ingestS = (performance.now() - ingestStarted) / 1000;

    let t = performance.now();
    const created = await call("POST", "/api/knowledge", token, JSON.stringify({ name: "Two hundred reports", document_ids: ids }), true);
    const createMs = performance.now() - t;
    if (created.status !== 201) throw new Error(`create answered ${created.status}: ${await created.text()}`);
    const { id: kbId } = (await created.json()) as { id: string };
    t = performance.now();
    await (await call("GET", `/api/knowledge/${kbId}?include_docs_url=true`, token)).json();
    const contentsMs = performance.now() - t;
    t = performance.now();
    await (await call("GET", "/api/knowledge", token)).json();
    const listMs = performance.now() - t;

    const target = 137;
    const question = `What did the inspectors find about roof number ${1000 + target}?`;
    let cited = "";
    const ask = async () => {
      const { chat_id } = (await (await call("GET", `/api/chat?knowledge_base_id=${kbId}`, token)).json()) as { chat_id: string };
      const started = performance.now();
      const res = await call("POST", `/api/knowledge/chat/${kbId}?chat_id=${chat_id}&model_name=LOCAL&cite_source=true`, token, JSON.stringify({ message: question }), true);
      if (res.status !== 200) throw new Error(`chat answered ${res.status}: ${await res.text()}`);
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let firstTokenMs = NaN;
      let seen = "";
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        seen += value;
        if (Number.isNaN(firstTokenMs) && seen.includes('"text-delta"')) firstTokenMs = performance.now() - started;
      }
      cited = /"doc_name":"([^"]+)"/.exec(seen)?.[1] ?? "";
      return { firstTokenMs, doneMs: performance.now() - started };
    };
    const cold = await ask();
    const warm = [];
    for (let i = 0; i < RUNS; i++) warm.push(await ask());
    return {
      folder_chat_first_token_ms_cold: round(cold.firstTokenMs),
      folder_chat_first_token_ms_p50: round(percentile(warm.map((r) => r.firstTokenMs), 0.5)),
      folder_chat_first_token_ms_p95: round(percentile(warm.map((r) => r.firstTokenMs), 0.95)),
      folder_chat_answer_stored_ms_p50: round(percentile(warm.map((r) => r.doneMs), 0.5)),
      first_cited_document: `${cited} (expected report-${String(target + 1).padStart(3, "0")}.txt)`,
      create_folder_200_docs_ms: round(createMs),
      folder_contents_page_ms: round(contentsMs),
      folder_list_ms: round(listMs),
      ingest_200_documents_s: round(ingestS),
      runs: RUNS,
      folder: `${DOCUMENTS} TXT documents of ~12 KB (11 sections each), ingested by the job; embedded database`,
    };
  } finally {
    await running.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const [k, v] of Object.entries(await benchFolders())) console.log(`${k}\t${v}`);
}
