import { chatRoutes, parseV1ModelId, V1_MODEL_PREFIXES, type V1Model } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../platform/errors.ts";
import { assertKeyScope, keyScopeOf, type ScopedUser } from "../scope/index.ts";
import type { ChatTarget } from "../chat/index.ts";

const OWNER = "folio";

/** The document or folder a model id names; anything else is model_not_found. */
export function targetOf(modelId: string): ChatTarget {
  const named = parseV1ModelId(modelId);
  if (!named) throw new AppError("model_not_found");
  return named.kind === "document" ? { kind: "document", docId: named.id } : { kind: "folder", knowledgeBaseId: named.id };
}

/** A key narrowed to a folder or documents reaches a model only inside them, by the rule of the chat route the model stands for. */
export async function assertModelInKeyScope(deps: AppDeps, user: ScopedUser, target: ChatTarget): Promise<void> {
  const scope = keyScopeOf(user);
  if (!scope) return;
  const [route, id] = target.kind === "document" ? [chatRoutes.chat, target.docId] : [chatRoutes.knowledgeChat, target.knowledgeBaseId];
  await assertKeyScope(deps, user.id, scope, route, { params: { id }, query: {}, body: {} });
}

/** Another user's document or folder, a missing one or one outside the key's scope: the model does not exist for this caller. */
export function asModelNotFound(err: unknown): unknown {
  return err instanceof AppError && err.status === 404 ? new AppError("model_not_found", { cause: err }) : err;
}

export function documentModel(d: { id: string; name: string; created: Date | string }): V1Model {
  return { id: `${V1_MODEL_PREFIXES.document}${d.id}`, object: "model", created: unixSeconds(d.created), owned_by: OWNER, name: d.name, kind: "document" };
}

export function folderModel(f: { id: string; name: string; created: Date | string }): V1Model {
  return { id: `${V1_MODEL_PREFIXES.folder}${f.id}`, object: "model", created: unixSeconds(f.created), owned_by: OWNER, name: f.name, kind: "folder" };
}

const unixSeconds = (at: Date | string) => Math.floor(new Date(at).getTime() / 1000);
