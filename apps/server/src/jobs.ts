import type { AppDeps } from "./deps.ts";
import type { JobDefinition } from "./platform/queue/job.ts";
import { ingestDocumentJob, retentionJob } from "./features/documents/index.ts";
import { makePodcastJob } from "./features/podcasts/index.ts";
import { makeSummaryJob } from "./features/summaries/index.ts";
import { makeReviewJob } from "./features/literature-reviews/index.ts";
import { reembedJob } from "./features/retrieval/index.ts";
import { zoteroImportJob, zoteroWatchJob } from "./features/zotero/index.ts";

/** Every background job kind, built from the app's dependencies. Features add theirs here. */
export function jobDefinitions(deps: AppDeps): JobDefinition[] {
  return [ingestDocumentJob(deps) as unknown as JobDefinition, retentionJob(deps) as unknown as JobDefinition, makePodcastJob(deps) as unknown as JobDefinition, makeSummaryJob(deps) as unknown as JobDefinition, makeReviewJob(deps) as unknown as JobDefinition, reembedJob(deps) as unknown as JobDefinition, zoteroImportJob(deps) as unknown as JobDefinition, zoteroWatchJob(deps) as unknown as JobDefinition];
}
