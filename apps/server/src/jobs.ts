import type { AppDeps } from "./deps.ts";
import type { JobDefinition } from "./platform/queue/job.ts";

/** Every background job kind, built from the app's dependencies. Features add theirs here. */
export function jobDefinitions(_deps: AppDeps): JobDefinition[] {
  return [];
}
