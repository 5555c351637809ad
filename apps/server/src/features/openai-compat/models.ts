import { DocumentListQuery, FolderListQuery, V1_MODEL_PREFIXES, type V1Model, type V1ModelList } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { listDocuments } from "../documents/index.ts";
import { listFolders } from "../folders/index.ts";

/** Pages of 100 (the lists' largest) read for the model list: the newest 2,000 documents and 1,000 folders. */
const PAGE_SIZE = 100;
const DOCUMENT_PAGES = 20;
const FOLDER_PAGES = 10;
const OWNER = "folio";

const unixSeconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

/**
 * The caller's ready documents and folders as OpenAI models, newest first, documents before
 * folders. Read through the documents' and folders' own lists, so what an API key may see there
 * (its scope) is what it sees here.
 */
export async function listV1Models(deps: AppDeps, user: UserRow): Promise<V1ModelList> {
  const data: V1Model[] = [];
  for (let page = 1; page <= DOCUMENT_PAGES; page++) {
    const { documents } = await listDocuments(deps, user, DocumentListQuery.parse({ page, page_size: PAGE_SIZE }));
    for (const d of documents) {
      if (d.status !== "ready") continue;
      data.push({ id: `${V1_MODEL_PREFIXES.document}${d.doc_id}`, object: "model", created: unixSeconds(d.date_time), owned_by: OWNER, name: d.custom_file_name ?? d.name, kind: "document" });
    }
    if (documents.length < PAGE_SIZE) break;
  }
  for (let page = 1; page <= FOLDER_PAGES; page++) {
    const { knowledge_bases: folders } = await listFolders(deps, user, FolderListQuery.parse({ page, page_size: PAGE_SIZE }));
    for (const f of folders) {
      data.push({ id: `${V1_MODEL_PREFIXES.folder}${f.id}`, object: "model", created: unixSeconds(f.date_time), owned_by: OWNER, name: f.name, kind: "folder" });
    }
    if (folders.length < PAGE_SIZE) break;
  }
  return { object: "list", data };
}
