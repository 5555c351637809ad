import client from "prom-client";

/**
 * The process's Prometheus metrics (GET /metrics). One registry per process: every instance of the
 * app in it (tests start several) adds to the same series, as one process's metrics should.
 */
export const metricsRegistry = new client.Registry();
client.collectDefaultMetrics({ register: metricsRegistry, prefix: "folio_" });
const registers = [metricsRegistry];

/** Seconds: a fast API call is a few ms, an upload or a chat stream seconds. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Seconds: a small text document takes 0.1 s, a scanned book or a podcast many minutes. */
const JOB_BUCKETS = [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 900];

/** Labelled by the route pattern (`/api/documents/:id`), never the address, so the series stay few. */
export const httpRequests = new client.Counter({
  name: "folio_http_requests_total",
  help: "HTTP requests answered, by method, route pattern and status.",
  labelNames: ["method", "route", "status"] as const,
  registers,
});
export const httpDuration = new client.Histogram({
  name: "folio_http_request_duration_seconds",
  help: "Time to answer an HTTP request (to the response head for streams), by method and route pattern.",
  labelNames: ["method", "route"] as const,
  buckets: HTTP_BUCKETS,
  registers,
});

export const jobDuration = new client.Histogram({
  name: "folio_job_duration_seconds",
  help: "Time a job attempt ran in this process, by kind and outcome (completed or failed).",
  labelNames: ["kind", "outcome"] as const,
  buckets: JOB_BUCKETS,
  registers,
});

export const ingestedPages = new client.Counter({
  name: "folio_ingested_pages_total",
  help: "Pages (slides, sections) of documents ingested; its rate is the ingestion speed in pages per second.",
  registers,
});

/**
 * Seconds of each phase of a completed ingestion attempt (ingest-phases.ts), so a large document's
 * time can be split into parse, waits and writes from outside the process (issue 26 item 4).
 */
export const ingestPhaseDuration = new client.Histogram({
  name: "folio_ingest_phase_seconds",
  help: "Time of each phase of a completed document ingestion (parse, chunk, embed, store, index, commit).",
  labelNames: ["phase"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120],
  registers,
});

export const modelLatency = new client.Histogram({
  name: "folio_model_latency_seconds",
  help: "Time a language model took to its first streamed part (stream) or its whole answer (generate), by model.",
  labelNames: ["model", "call"] as const,
  buckets: [0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60],
  registers,
});
export const modelErrors = new client.Counter({
  name: "folio_model_errors_total",
  help: "Language model calls that failed, by model.",
  labelNames: ["model"] as const,
  registers,
});

/** Jobs waiting and running per kind, as the queue reports them (read when scraped). */
export type QueueDepth = { kind: string; queued: number; active: number }[];
let queueDepthSource: (() => Promise<QueueDepth>) | null = null;

/** The queue the depth gauge reads (the latest to start: one per process outside tests); call the result when it stops. */
export function reportQueueDepthFrom(source: () => Promise<QueueDepth>): () => void {
  queueDepthSource = source;
  return () => {
    if (queueDepthSource === source) queueDepthSource = null;
  };
}

new client.Gauge({
  name: "folio_jobs",
  help: "Jobs in the queue by kind and state (queued: waiting or retrying; active: running on some worker).",
  labelNames: ["kind", "state"] as const,
  registers,
  async collect() {
    this.reset();
    if (!queueDepthSource) return;
    // With the database unreachable the scrape still serves every other series; this one is absent.
    const depth = await queueDepthSource().catch(() => []);
    for (const q of depth) {
      this.set({ kind: q.kind, state: "queued" }, q.queued);
      this.set({ kind: q.kind, state: "active" }, q.active);
    }
  },
});

/** The metrics in Prometheus's text format, and its content type. */
export async function renderMetrics(): Promise<{ body: string; contentType: string }> {
  return { body: await metricsRegistry.metrics(), contentType: metricsRegistry.contentType };
}
