/**
 * What an API key costs a request: the same route called with the owner's session (bearer token)
 * and with a key (X-API-Key), in process on the embedded database, interleaved so both see the same
 * load. A key request looks the key up by its hash, passes the per-key rate limiter (one upsert)
 * and, for a key narrowed to a folder, the scope check; the overhead is key p95 minus session p95.
 * The per-key rate (60 a minute) is reset between batches, outside the timings.
 * Run alone with `npx tsx bench/api-keys.ts`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { bootstrap } from "../apps/server/src/bootstrap.ts";
import { loadConfig } from "../apps/server/src/platform/config.ts";
import { createLogger } from "../apps/server/src/platform/logger.ts";
import { newId } from "../apps/server/src/platform/auth/tokens.ts";
import { createApp } from "../apps/server/src/app.ts";
import { percentile } from "./support/percentile.ts";

const BATCHES = 20;
// Two routes a round: 50 requests a key a batch, under its 60 a minute.
const PER_BATCH = 25;
const round = (n: number) => Number(n.toFixed(2));

export async function benchApiKeys(): Promise<Record<string, string | number>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "folio-bench-keys-"));
  const running = await bootstrap(loadConfig({ DATA_DIR: path.join(dir, "data"), LOG_LEVEL: "silent" }), createLogger("silent"), { workers: false });
  try {
    const { deps } = running;
    const app = createApp(deps, { webDist: null });
    const request = (method: string, url: string, headers: Record<string, string>, body?: string) =>
      app.request(url, { method, body, headers: { ...headers, ...(body ? { "content-type": "application/json" } : {}) } });
    const { token, user } = (await (await request("POST", "/api/auth/register", {}, JSON.stringify({ email: "bench-keys@example.com", password: "long enough" }))).json()) as { token: string; user: { id: string } };
    const session = { authorization: `Bearer ${token}` };

    // A folder with one document (rows written directly: the figure is about the request, not ingestion).
    const docId = newId("doc_");
    await deps.db.insertInto("documents").values({ id: docId, user_id: user.id, name: "notes.txt", custom_file_name: null, file_type: "txt", size_bytes: 1, file_ref_id: null, index_ref_id: null, source_url: null, status: "ready", stage: null, error: null, job_id: null, page_count: 1, unit_kind: "section", title: null, language: "en", report: null }).execute();
    const folderId = newId("kb_");
    await deps.db.insertInto("knowledge_bases").values({ id: folderId, user_id: user.id, name: "Bench" }).execute();
    await deps.db.insertInto("knowledge_base_documents").values({ knowledge_base_id: folderId, document_id: docId }).execute();

    const newKey = async (scope?: object) => {
      const res = await request("POST", "/api/api-keys", session, JSON.stringify({ name: "bench", key_type: "DEVELOPMENT", ...(scope && { scope }) }));
      return { "x-api-key": ((await res.json()) as { key: string }).key };
    };
    const callers = { session, key: await newKey(), folderKey: await newKey({ knowledge_base_id: folderId }) };
    const routes = { document: `/api/documents/${docId}`, list: "/api/documents" };

    const times: Record<string, number[]> = {};
    for (let batch = 0; batch < BATCHES; batch++) {
      await deps.db.deleteFrom("rate_limits").execute();
      for (let i = 0; i < PER_BATCH; i++) {
        for (const [route, url] of Object.entries(routes)) {
          // The callers take turns going first, so none is favoured by what ran just before it.
          const order = Object.entries(callers);
          for (const [who, headers] of [...order.slice(i % order.length), ...order.slice(0, i % order.length)]) {
            const started = performance.now();
            const res = await request("GET", url, headers);
            await res.arrayBuffer();
            const ms = performance.now() - started;
            if (res.status !== 200) throw new Error(`${who} GET ${url}: ${res.status}`);
            (times[`${route} ${who}`] ??= []).push(ms);
          }
        }
      }
    }
    const p = (name: string, q: number) => percentile(times[name] ?? [], q);
    const figures: Record<string, string | number> = { "requests per caller and route": BATCHES * PER_BATCH };
    for (const route of Object.keys(routes)) {
      for (const who of Object.keys(callers)) {
        figures[`GET ${route} ${who} p50 / p95 (ms)`] = `${round(p(`${route} ${who}`, 0.5))} / ${round(p(`${route} ${who}`, 0.95))}`;
      }
      figures[`GET ${route}: key overhead at p95 (ms)`] = round(p(`${route} key`, 0.95) - p(`${route} session`, 0.95));
      figures[`GET ${route}: folder key overhead at p95 (ms)`] = round(p(`${route} folderKey`, 0.95) - p(`${route} session`, 0.95));
    }
    return figures;
  } finally {
    await running.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const [k, v] of Object.entries(await benchApiKeys())) console.log(`${k}\t${v}`);
}
