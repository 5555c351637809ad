import { ZOTERO_LINK_PATTERN } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { ScopedUser } from "../scope/index.ts";
import { importDocumentStream } from "../documents/index.ts";
import { AppError } from "../../platform/errors.ts";
import { requireConnection, type ZoteroConnection } from "./connection.ts";
import { hasStoredFile, toMetadata, type ApiItem } from "./to-item.ts";
import { fromZotero, zoteroApi } from "./zotero-deps.ts";

/** Where an imported attachment came from, kept as the document's source_url (and how a re-import is recognised). */
export const zoteroSourceUrl = (link: string) => `zotero://${link}`;

/** GET zotero/download: import one attachment by its `link`. */
export async function importZoteroAttachment(deps: AppDeps, user: ScopedUser, q: { link: string; file_name: string; knowledge_base_id?: string | undefined }) {
  const c = await requireConnection(deps, user.id);
  return importAttachment(deps, user, c, { link: q.link, fileName: q.file_name, folderId: q.knowledge_base_id });
}

/**
 * Import one attachment (its `link`, `users/1/items/ABCD1234`) as a document that keeps its parent
 * item's metadata; the file streams from Zotero's /items/{key}/file into the blob store.
 */
export async function importAttachment(deps: AppDeps, user: ScopedUser, c: ZoteroConnection, a: { link: string; fileName: string; folderId?: string | undefined; parent?: ApiItem }) {
  const match = ZOTERO_LINK_PATTERN.exec(a.link);
  // Only the caller's own user library, or a group (Zotero checks the key may read it).
  if (!match || (match[1] === "users" && !a.link.startsWith(`users/${c.zoteroUserId}/`))) throw new AppError("zotero_not_attachment");
  const libraryPath = a.link.slice(0, a.link.indexOf("/items/"));
  const api = zoteroApi(deps);
  const attachment = (await fromZotero(deps, "reading an attachment", () => api.get(`/${a.link}`, c.apiKey))).body as ApiItem;
  if (!attachment?.data || !hasStoredFile(attachment)) throw new AppError("zotero_not_attachment");
  const parentKey = attachment.data.parentItem;
  const parent = a.parent ?? (parentKey ? ((await fromZotero(deps, "reading an item", () => api.get(`/${libraryPath}/items/${parentKey}`, c.apiKey))).body as ApiItem) : attachment);
  return importDocumentStream(deps, user, {
    fileName: a.fileName,
    folderId: a.folderId,
    metadata: toMetadata(parent),
    sourceUrl: zoteroSourceUrl(a.link),
    open: () => fromZotero(deps, "downloading a file", () => api.file(`/${a.link}/file`, c.apiKey)),
  });
}
