import { API_KEY_MESSAGES, API_KEY_NAME_MAX, type ApiKey, type ApiKeyScope, type ApiKeyType } from "@folio/contract";
import { plural } from "@/lib/plural";

export type ScopeKind = "all" | "folder" | "documents";

export interface KeyForm {
  name: string;
  keyType: ApiKeyType;
  scopeKind: ScopeKind;
  folderId: string;
  docIds: readonly string[];
  readOnly: boolean;
}

export const EMPTY_KEY_FORM: KeyForm = { name: "", keyType: "DEVELOPMENT", scopeKind: "all", folderId: "", docIds: [], readOnly: false };

export interface KeyFormErrors {
  name?: string;
  folder?: string;
  documents?: string;
}

/** The create request for the form, or what to fix first. The server checks all of it again. */
export function keyRequest(form: KeyForm): { ok: true; body: { name: string; key_type: ApiKeyType; scope?: ApiKeyScope } } | { ok: false; errors: KeyFormErrors } {
  const name = form.name.trim();
  const errors: KeyFormErrors = {};
  if (!name) errors.name = API_KEY_MESSAGES.nameRequired;
  else if (name.length > API_KEY_NAME_MAX) errors.name = `Names are at most ${API_KEY_NAME_MAX} characters.`;
  if (form.scopeKind === "folder" && !form.folderId) errors.folder = "Choose the folder this key may use.";
  if (form.scopeKind === "documents" && form.docIds.length === 0) errors.documents = "Choose at least one document.";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const scope: ApiKeyScope = {
    ...(form.scopeKind === "folder" ? { knowledge_base_id: form.folderId } : {}),
    ...(form.scopeKind === "documents" ? { doc_ids: [...form.docIds] } : {}),
    ...(form.readOnly ? { read_only: true } : {}),
  };
  return { ok: true, body: { name, key_type: form.keyType, ...(Object.keys(scope).length > 0 ? { scope } : {}) } };
}

/** What a key may reach, in words: its folder (by name when known) or documents, and read-only. */
export function describeScope(scope: ApiKey["scope"], folderName?: string): string {
  const reach = scope.knowledge_base_id
    ? `Folder ${folderName ? `“${folderName}”` : scope.knowledge_base_id}`
    : scope.doc_ids
      ? plural(scope.doc_ids.length, "document")
      : "All documents and folders";
  return scope.read_only ? `${reach}, read-only` : reach;
}
