import type { DocumentMetadata } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import { uploadFolderFor, type ScopedUser } from "../scope/index.ts";
import { addUploadToFolder, assertFolderTakesUpload } from "../folders/index.ts";
import { assertWithinLimit, limitsFor } from "../billing/index.ts";
import { BlobTooLargeError } from "../../platform/blobs/blob-store.ts";
import { keepHead } from "../../platform/blobs/stream-head.ts";
import { acceptStoredFile, fileTooLarge } from "./accept-document.ts";

/** A file another service hands over as a stream (a Zotero attachment), with what is known of it. */
export interface IncomingFile {
  fileName: string;
  /** Called once the plan's checks pass, so nothing is fetched for a refused import. */
  open(): Promise<{ body: AsyncIterable<Uint8Array>; contentLength: number | null; cancel(): void }>;
  sourceUrl?: string;
  metadata?: DocumentMetadata;
  folderId?: string;
}

/** Import a streamed file as a document, as an upload is: plan limits, the folder's room, the format checks. */
export async function importDocumentStream(deps: AppDeps, user: ScopedUser, file: IncomingFile) {
  const folderId = uploadFolderFor(user, file.folderId);
  if (folderId) await assertFolderTakesUpload(deps, user, folderId);
  await assertWithinLimit(deps, user, "documents_per_day");
  const maxBytes = limitsFor(user).fileSizeBytes;
  const opened = await file.open();
  if (opened.contentLength !== null && opened.contentLength > maxBytes) {
    opened.cancel();
    throw fileTooLarge(user);
  }
  const body = keepHead(opened.body);
  const blob = await deps.blobs.put(body.chunks, { maxBytes }).catch((err: unknown) => {
    opened.cancel();
    throw err instanceof BlobTooLargeError ? fileTooLarge(user) : err;
  });
  const accepted = await acceptStoredFile(deps, user, { fileName: file.fileName, blob, head: body.head() }, { sourceUrl: file.sourceUrl, metadata: file.metadata });
  if (folderId) await addUploadToFolder(deps, folderId, accepted.doc_id);
  return accepted;
}
