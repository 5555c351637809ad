import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseJsonEventStream, uiMessageChunkSchema } from "ai";
import type { Citation, Passage } from "@folio/contract";
import { createApp } from "../../apps/server/src/app.ts";
import { bootstrap } from "../../apps/server/src/bootstrap.ts";
import { loadConfig, readLlmConfig, type Env } from "../../apps/server/src/platform/config.ts";
import { createLogger } from "../../apps/server/src/platform/logger.ts";
import type { HostedLanguageModel } from "../../apps/server/src/adapters/llm/index.ts";
import { judgeAnswer } from "./judge.ts";
import { evidenceRank, isHedged, isRefusal, markersInOrder, outcome, scoreCitations, totals, type CitationScore, type QaOutcome, type QaScore, type QaTotals } from "./qa-metrics.ts";
import type { QaKind, QaLine } from "./qa-dataset.ts";

export interface QaResult {
  id: string;
  kind: QaKind;
  question: string;
  answer: string;
  citations: Citation[];
  score: CitationScore;
  /** The units of retrieval's passages for the question alone (POST /api/retrieve, top 10), best first. */
  retrievedUnits: number[];
  /** Rank of the first of them that holds evidence; null when none does. */
  evidenceRank: number | null;
  /** The answer is the engine's "the documents do not contain an answer". */
  refused: boolean;
  /** The answer offers passages that only relate ("The closest passages are:"). */
  hedged: boolean;
  outcome: QaOutcome;
  /** null without a judge model. */
  correct: boolean | null;
  /** Time to the whole answer (the retrieval call is not counted). */
  ms: number;
}

export interface QaRunOptions {
  folder: string;
  lines: QaLine[];
  /** The chat model asked (LOCAL or any configured one). */
  modelName: string;
  judge: HostedLanguageModel | null;
  /** Provider settings, as the server reads them. */
  env: Env;
  onResult?: (r: QaResult) => void;
}

/** What the totals count of one result. */
export const qaScore = (r: QaResult): QaScore => ({ citations: r.score, correct: r.correct, evidenceRank: r.evidenceRank, refused: r.refused, hedged: r.hedged, markersInOrder: markersInOrder(r.answer, r.citations) });

const READY_TIMEOUT_MS = 15 * 60_000;
/** Passages asked of retrieval per question: recall is reported at 5 and 10. */
const RETRIEVE_TOP_K = 10;

/**
 * Runs a QA set through Folio as a user would: a fresh server (embedded database, own data
 * directory) with its workers, every document uploaded once and read by the ingestion job, then
 * each question asked in a new conversation through POST /api/chat/{doc_id}, reading the streamed
 * answer and its citations. Each question is also put to POST /api/retrieve (top 10, on its
 * document) to see whether retrieval finds its evidence page. The user has no plan limits.
 */
export async function runQaEval(opts: QaRunOptions): Promise<{ results: QaResult[]; totals: QaTotals; ingestMs: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "folio-eval-qa-"));
  // Only the provider settings and the learned re-ranking's switch come from `env`: the server under evaluation is otherwise the default one.
  const learned = opts.env.LEARNED_RANKING ? { LEARNED_RANKING: opts.env.LEARNED_RANKING } : {};
  const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", ...learned }), llm: readLlmConfig(opts.env) };
  const running = await bootstrap(config, createLogger("silent"), { workers: true });
  try {
    const app = createApp(running.deps, { webDist: null });
    const call = (method: string, url: string, init: { token?: string; json?: unknown; body?: FormData } = {}) =>
      app.request(url, {
        method,
        headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.json !== undefined ? { "content-type": "application/json" } : {}) },
        body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
      });
    const email = "eval-qa@example.com";
    const registered = await call("POST", "/api/auth/register", { json: { email, password: "evaluation only" } });
    const { token } = (await registered.json()) as { token: string };
    await running.deps.db.updateTable("users").set({ unlimited: true }).where("email", "=", email).execute();

    const ingestStarted = performance.now();
    const docIds = new Map<string, string>();
    for (const document of new Set(opts.lines.map((l) => l.document))) {
      const form = new FormData();
      form.append("file", await fs.openAsBlob(path.resolve(opts.folder, document)), path.basename(document));
      const res = await call("POST", "/api/documents", { token, body: form });
      if (res.status !== 202) throw new Error(`${document}: upload answered ${res.status} ${await res.text()}`);
      const { doc_id } = (await res.json()) as { doc_id: string };
      await waitReady(call, token, doc_id, document);
      docIds.set(document, doc_id);
    }

    const ingestMs = performance.now() - ingestStarted;
    const results: QaResult[] = [];
    for (const line of opts.lines) {
      const docId = docIds.get(line.document)!;
      const retrieved = await call("POST", "/api/retrieve", { token, json: { query: line.question, doc_ids: [docId], top_k: RETRIEVE_TOP_K } });
      if (retrieved.status !== 200) throw new Error(`${line.id}: retrieve answered ${retrieved.status} ${await retrieved.text()}`);
      const retrievedUnits = ((await retrieved.json()) as { passages: Passage[] }).passages.map((p) => p.locator.unit);
      const started = performance.now();
      const { chat_id } = (await (await call("GET", `/api/chat?doc_id=${docId}`, { token })).json()) as { chat_id: string };
      const res = await call("POST", `/api/chat/${docId}?chat_id=${chat_id}&model_name=${opts.modelName}&language=${line.language}`, { token, json: { message: line.question } });
      if (res.status !== 200) throw new Error(`${line.id}: chat answered ${res.status} ${await res.text()}`);
      const { text, citations, error } = await readAnswer(res);
      if (error) throw new Error(`${line.id}: the answer failed: ${error}`);
      const ms = performance.now() - started;
      const correct = opts.judge ? await judgeAnswer(opts.judge, { question: line.question, reference: line.answer, candidate: text }) : null;
      const score = scoreCitations(citations, line.evidence_units);
      const rank = evidenceRank(retrievedUnits, line.evidence_units);
      const refused = isRefusal(text, line.language);
      const hedged = isHedged(text, line.language);
      const result: QaResult = {
        id: line.id,
        kind: line.kind,
        question: line.question,
        answer: text,
        citations,
        score,
        retrievedUnits,
        evidenceRank: rank,
        refused,
        hedged,
        outcome: outcome({ citations: score, refused, hedged, evidenceRank: rank }),
        correct,
        ms,
      };
      results.push(result);
      opts.onResult?.(result);
    }
    return { results, totals: totals(results.map(qaScore)), ingestMs };
  } finally {
    await running.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

type Call = (method: string, url: string, init?: { token?: string }) => Response | Promise<Response>;

async function waitReady(call: Call, token: string, docId: string, name: string): Promise<void> {
  const until = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const doc = (await (await call("GET", `/api/documents/${docId}`, { token })).json()) as { status: string; error: string | null };
    if (doc.status === "ready") return;
    if (doc.status === "failed") throw new Error(`${name}: ${doc.error ?? "could not be read"}`);
    if (Date.now() > until) throw new Error(`${name}: not ready after ${READY_TIMEOUT_MS / 60_000} minutes`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The answer's text and citations, read from the UI message stream as the web client reads it. */
async function readAnswer(res: Response): Promise<{ text: string; citations: Citation[]; error: string | null }> {
  let text = "";
  const citations: Citation[] = [];
  let error: string | null = null;
  for await (const part of parseJsonEventStream({ stream: res.body!, schema: uiMessageChunkSchema })) {
    if (!part.success) throw part.error;
    const chunk = part.value;
    if (chunk.type === "text-delta") text += chunk.delta;
    else if (chunk.type === "data-citation") citations.push(chunk.data as Citation);
    else if (chunk.type === "error") error = chunk.errorText;
  }
  return { text, citations, error };
}
