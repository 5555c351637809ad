import { DocumentListQuery, FolderListQuery, type V1Model, type V1ModelList } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../platform/errors.ts";
import { listDocuments } from "../documents/index.ts";
import { listFolders } from "../folders/index.ts";
import { ownedDocument, ownedFolder, type ScopedUser } from "../scope/index.ts";
import { asModelNotFound, assertModelInKeyScope, documentModel, folderModel, targetOf } from "./model-scope.ts";

/** Pages of 100 (the lists' largest) read for the model list: the newest 2,000 documents and 1,000 folders. */
const PAGE_SIZE = 100;
const DOCUMENT_PAGES = 20;
const FOLDER_PAGES = 10;

/**
 * The caller's ready documents and folders as OpenAI models, newest first, documents before
 * folders. Read through the documents' and folders' own lists, so what an API key may see there
 * (its scope) is what it sees here.
 */
export async function listV1Models(deps: AppDeps, user: ScopedUser): Promise<V1ModelList> {
  const data: V1Model[] = [];
  for (let page = 1; page <= DOCUMENT_PAGES; page++) {
    const { documents } = await listDocuments(deps, user, DocumentListQuery.parse({ page, page_size: PAGE_SIZE }));
    for (const d of documents) if (d.status === "ready") data.push(documentModel({ id: d.doc_id, name: d.custom_file_name ?? d.name, created: d.date_time }));
    if (documents.length < PAGE_SIZE) break;
  }
  for (let page = 1; page <= FOLDER_PAGES; page++) {
    const { knowledge_bases: folders } = await listFolders(deps, user, FolderListQuery.parse({ page, page_size: PAGE_SIZE }));
    for (const f of folders) data.push(folderModel({ id: f.id, name: f.name, created: f.date_time }));
    if (folders.length < PAGE_SIZE) break;
  }
  return { object: "list", data };
}

/** One model, as the list shows it: a ready document or a folder of the caller's, inside the key's scope; else model_not_found. */
export async function getV1Model(deps: AppDeps, user: ScopedUser, modelId: string): Promise<V1Model> {
  const target = targetOf(modelId);
  try {
    await assertModelInKeyScope(deps, user, target);
    if (target.kind === "folder") {
      const f = await ownedFolder(deps, user.id, target.knowledgeBaseId);
      return folderModel({ id: f.id, name: f.name, created: f.created_at });
    }
    const d = await ownedDocument(deps, user.id, target.docId);
    if (d.status !== "ready") throw new AppError("model_not_found");
    return documentModel({ id: d.id, name: d.custom_file_name ?? d.name, created: d.created_at });
  } catch (err) {
    throw asModelNotFound(err);
  }
}
