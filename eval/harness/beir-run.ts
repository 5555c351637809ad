import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Passage } from "@folio/contract";
import { createApp } from "../../apps/server/src/app.ts";
import { bootstrap } from "../../apps/server/src/bootstrap.ts";
import type { AppDeps } from "../../apps/server/src/deps.ts";
import { loadConfig, type Env } from "../../apps/server/src/platform/config.ts";
import { createLogger } from "../../apps/server/src/platform/logger.ts";
import type { BeirDataset } from "./beir.ts";
import { uploadedFile } from "./beir-ingested.ts";
import { rankDocuments, summarize, type EvalSummary } from "./retrieval-metrics.ts";

export interface RetrievalEvalOptions {
  dataset: BeirDataset;
  /** The embedder settings (EMBEDDINGS_*), as the server reads them; without any, lexical only. */
  env?: Env;
  /** Passages asked per query (the API allows up to 100). */
  topK?: number;
  onProgress?: (p: { stage: "ingesting" | "querying"; done: number; total: number }) => void;
}

export interface RetrievalRun {
  summary: EvalSummary;
  /** Query id -> corpus ids best first (to score other judgements of the same queries). */
  rankings: Map<string, string[]>;
  /** Query id -> the score of each ranked document's best passage, in the rankings' order. */
  scores: Map<string, number[]>;
  /** Per-query latency of POST /api/retrieve over the whole folder, in ms. */
  p50: number;
  p95: number;
}

export interface RetrievalEvalResult {
  documents: number;
  failed: number;
  ingestSeconds: number;
  embedder: string | null;
  lexical: RetrievalRun;
  /** Only with an embedder configured. */
  hybrid: RetrievalRun | null;
  /** Only with the learned re-ranking on (LEARNED_RANKING=true): lexical with it switched off, to compare on the same ingestion. */
  firstStage: RetrievalRun | null;
}

// The embedder's settings, and the switch of the learned re-ranking so it can be measured off (decision 44).
const SERVER_VARS = ["EMBEDDINGS_BASE_URL", "EMBEDDINGS_MODEL", "EMBEDDINGS_API_KEY", "EMBEDDINGS_DIMENSIONS", "EMBEDDINGS_MODEL_DIR", "LEARNED_RANKING"];
const UPLOADS_IN_FLIGHT = 8;

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
}

/**
 * Evaluates retrieval as a user meets it: a fresh Folio (embedded database, own data directory,
 * its workers), the corpus uploaded through POST /api/documents into one folder and read by the
 * ingestion job, then every query asked through POST /api/retrieve over that folder. Passages
 * become document rankings (first appearance), scored with nDCG@10, Recall@10 and Recall@100.
 * With an embedder configured, the queries run twice: hybrid (the server as configured) and
 * lexical (the same server with the embedder switched off); with the learned re-ranking on, once
 * more lexically without it (the first stage alone).
 */
export async function runRetrievalEval(opts: RetrievalEvalOptions): Promise<RetrievalEvalResult> {
  const env = Object.fromEntries(SERVER_VARS.flatMap((k) => (opts.env?.[k] ? [[k, opts.env[k]!]] : [])));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "folio-eval-retrieval-"));
  const running = await bootstrap(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", ...env }), createLogger("silent"), { workers: true });
  try {
    const deps = running.deps;
    const caller = (d: AppDeps) => {
      const app = createApp(d, { webDist: null });
      return (method: string, url: string, init: { token?: string; json?: unknown; body?: FormData } = {}) =>
        Promise.resolve(
          app.request(url, {
            method,
            headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.json !== undefined ? { "content-type": "application/json" } : {}) },
            body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
          }),
        );
    };
    const call = caller(deps);
    const email = "eval-retrieval@example.com";
    const { token } = (await (await call("POST", "/api/auth/register", { json: { email, password: "evaluation only" } })).json()) as { token: string };
    // No plan limits: a corpus is thousands of uploads into one folder.
    await deps.db.updateTable("users").set({ unlimited: true, plan: "ENTERPRISE" }).where("email", "=", email).execute();
    const folderRes = await call("POST", "/api/knowledge", { token, json: { name: "Evaluation corpus" } });
    if (folderRes.status !== 201) throw new Error(`creating the folder answered ${folderRes.status} ${await folderRes.text()}`);
    const folderId = ((await folderRes.json()) as { id: string }).id;

    const started = performance.now();
    const corpusIdOf = new Map<string, string>();
    const corpus = opts.dataset.corpus;
    for (let i = 0; i < corpus.length; i += UPLOADS_IN_FLIGHT) {
      await Promise.all(
        corpus.slice(i, i + UPLOADS_IN_FLIGHT).map(async (doc) => {
          const file = uploadedFile(doc);
          const form = new FormData();
          form.append("file", new Blob([file.content], { type: "text/plain" }), file.name);
          form.append("knowledge_base_id", folderId);
          const res = await call("POST", "/api/documents", { token, body: form });
          if (res.status !== 202) throw new Error(`${doc.id}: upload answered ${res.status} ${await res.text()}`);
          corpusIdOf.set(((await res.json()) as { doc_id: string }).doc_id, doc.id);
        }),
      );
    }
    let finished = 0;
    let failed = 0;
    for (;;) {
      const counts = await deps.db.selectFrom("documents").select(["status", (eb) => eb.fn.countAll<string>().as("n")]).groupBy("status").execute();
      const n = (s: string) => Number(counts.find((c) => c.status === s)?.n ?? 0);
      failed = n("failed");
      finished = n("ready") + failed;
      opts.onProgress?.({ stage: "ingesting", done: finished, total: corpus.length });
      if (finished >= corpus.length) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const ingestSeconds = (performance.now() - started) / 1000;

    const runQueries = async (ask: ReturnType<typeof caller>): Promise<RetrievalRun> => {
      const rankings = new Map<string, string[]>();
      const scores = new Map<string, number[]>();
      const times: number[] = [];
      for (const [i, q] of opts.dataset.queries.entries()) {
        const t0 = performance.now();
        const res = await ask("POST", "/api/retrieve", { token, json: { query: q.text, knowledge_base_id: folderId, top_k: opts.topK ?? 100 } });
        times.push(performance.now() - t0);
        if (res.status !== 200) throw new Error(`query ${q.id}: /api/retrieve answered ${res.status} ${await res.text()}`);
        const { passages } = (await res.json()) as { passages: Passage[] };
        const best = new Map<string, number>();
        for (const p of passages) if (!best.has(p.doc_id)) best.set(p.doc_id, p.score);
        rankings.set(q.id, rankDocuments([...best.keys()].map((d) => ({ docId: corpusIdOf.get(d) ?? d }))));
        scores.set(q.id, [...best.values()]);
        opts.onProgress?.({ stage: "querying", done: i + 1, total: opts.dataset.queries.length });
      }
      times.sort((a, b) => a - b);
      return { summary: summarize(rankings, opts.dataset.qrels), rankings, scores, p50: percentile(times, 50), p95: percentile(times, 95) };
    };

    const embedder = deps.config.embedder;
    const hybrid = embedder ? await runQueries(call) : null;
    const lexical = await runQueries(embedder ? caller({ ...deps, embedder: null }) : call);
    const firstStage = deps.config.learnedRanking ? await runQueries(caller({ ...deps, embedder: null, config: { ...deps.config, learnedRanking: false } })) : null;
    const embedderName = embedder ? (embedder.kind === "onnx" ? `local ONNX model ${embedder.modelDir}` : `${embedder.model} at ${embedder.baseUrl}`) : null;
    return { documents: corpus.length, failed, ingestSeconds, embedder: embedderName, lexical, hybrid, firstStage };
  } finally {
    await running.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
