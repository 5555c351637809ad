import type { AppDeps } from "../../deps.ts";
import { uploadFolderFor, type ScopedUser } from "../scope/index.ts";
import { addUploadToFolder, assertFolderTakesUpload } from "../folders/index.ts";
import { BlobTooLargeError } from "../../platform/blobs/blob-store.ts";
import { acceptStoredFile, fileTooLarge } from "./accept-document.ts";
import { safeFetch } from "./safe-fetch.ts";
import { nameForDownload } from "./download-name.ts";
import { keepHead } from "../../platform/blobs/stream-head.ts";
import { assertWithinLimit, limitsFor } from "../billing/index.ts";

const TIMEOUT_MS = 60_000;

export async function importDocumentFromUrl(deps: AppDeps, user: ScopedUser, rawUrl: string) {
  // A folder-scoped key's import lands in its folder; a key limited to documents may not add one.
  const folderId = uploadFolderFor(user, undefined);
  if (folderId) await assertFolderTakesUpload(deps, user, folderId);
  await assertWithinLimit(deps, user, "documents_per_day");
  const maxBytes = limitsFor(user).fileSizeBytes;
  const res = await safeFetch(rawUrl, { timeoutMs: TIMEOUT_MS, allowHosts: deps.config.URL_IMPORT_ALLOW_HOSTS });
  if (res.contentLength !== null && res.contentLength > maxBytes) {
    res.body.destroy();
    throw fileTooLarge(user);
  }
  const fileName = nameForDownload(res.url, res.contentType, res.contentDisposition);
  const body = keepHead(res.body);
  const blob = await deps.blobs.put(body.chunks, { maxBytes }).catch((err: unknown) => {
    res.body.destroy();
    throw err instanceof BlobTooLargeError ? fileTooLarge(user) : err;
  });
  const accepted = await acceptStoredFile(deps, user, { fileName, blob, head: body.head() }, { sourceUrl: res.url.href });
  if (folderId) await addUploadToFolder(deps, folderId, accepted.doc_id);
  return accepted;
}
