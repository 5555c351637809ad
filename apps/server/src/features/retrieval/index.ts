import type { z } from "zod";
import type { RetrieveBody } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import { keyScopeOf, searchScope, type ScopedUser } from "../scope/index.ts";
import { retrievePassages } from "./retrieve-passages.ts";

export { retrievePassagesInUnits, type PassageInUnit } from "./retrieve-passages.ts";
export { lexicalUnitMatches, type UnitMatch } from "./lexical-units.ts";
export { embedChunks, embeddingStatus, reembedJob, scheduleReembed, REEMBED_JOB, type EmbeddingStatus } from "./embeddings.ts";

export async function retrieveForUser(deps: AppDeps, user: ScopedUser, body: z.infer<typeof RetrieveBody>) {
  const scope = await searchScope(deps, user.id, { docIds: body.doc_ids, folder: body.knowledge_base_id, keyScope: keyScopeOf(user) });
  return { passages: await retrievePassages(deps, scope, body.query, body.top_k) };
}
