import type { AppDeps } from "./deps.ts";
import type { JobDefinition } from "./platform/queue/job.ts";
import { ConfigError } from "./platform/config.ts";
import { problem } from "./platform/config/env.ts";
import { ingestDocumentJob, retentionJob } from "./features/documents/index.ts";
import { makePodcastJob } from "./features/podcasts/index.ts";
import { makeSummaryJob } from "./features/summaries/index.ts";
import { makeReviewJob } from "./features/literature-reviews/index.ts";
import { reembedJob } from "./features/retrieval/index.ts";
import { zoteroImportJob, zoteroWatchJob } from "./features/zotero/index.ts";
import { recordingSweepJob } from "./features/recordings/index.ts";
import { rateLimitPruneJob } from "./platform/auth/rate-limit-prune.job.ts";

/** Every background job kind, built from the app's dependencies. Features add theirs here. */
export function jobDefinitions(deps: AppDeps): JobDefinition[] {
  return [ingestDocumentJob(deps) as unknown as JobDefinition, retentionJob(deps) as unknown as JobDefinition, makePodcastJob(deps) as unknown as JobDefinition, makeSummaryJob(deps) as unknown as JobDefinition, makeReviewJob(deps) as unknown as JobDefinition, reembedJob(deps) as unknown as JobDefinition, zoteroImportJob(deps) as unknown as JobDefinition, zoteroWatchJob(deps) as unknown as JobDefinition, recordingSweepJob(deps) as unknown as JobDefinition, rateLimitPruneJob(deps.db, deps.log) as unknown as JobDefinition];
}

/** JOB_CONCURRENCY names only kinds that exist: a misspelt kind would otherwise leave its default silently. */
export function checkJobKindsNamed(limits: Readonly<Record<string, number>>, defs: readonly JobDefinition[]): void {
  const kinds = new Set(defs.map((d) => d.name));
  const unknown = Object.keys(limits).filter((k) => !kinds.has(k));
  if (unknown.length === 0) return;
  const value = Object.entries(limits).map(([k, n]) => `${k}=${n}`).join(",");
  throw new ConfigError([problem("JOB_CONCURRENCY", value, `no job kind is called ${unknown.join(", ")} (the kinds: ${[...kinds].join(", ")})`)]);
}
