import type { ApiKey } from "@folio/contract";
import type { ApiKeyRow } from "./queries.ts";

/** A key as listed: never its secret or hash. */
export function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    key_type: row.key_type,
    prefix: row.prefix,
    scope: { knowledge_base_id: row.scope_knowledge_base_id, doc_ids: row.scope_doc_ids, read_only: row.read_only },
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
  };
}
