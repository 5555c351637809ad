import type { z } from "zod";
import type { RetrieveBody } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { resolveScope, retrievePassages } from "./retrieve-passages.ts";

export { resolveScope, retrievePassages };
export { embeddingStatus, reembedJob, scheduleReembed, REEMBED_JOB, type EmbeddingStatus } from "./embeddings.ts";

export async function retrieveForUser(deps: AppDeps, user: UserRow, body: z.infer<typeof RetrieveBody>) {
  const scope = await resolveScope(deps, user, body.doc_ids, body.knowledge_base_id);
  return { passages: await retrievePassages(deps, scope, body.query, body.top_k) };
}
