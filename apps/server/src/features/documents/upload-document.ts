import { INVALID_FILE } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { receiveUpload } from "../../platform/http/receive-upload.ts";
import { deleteUnreferenced } from "../../platform/blobs/blob-refs.ts";
import { acceptStoredFile, fileTooLarge } from "./accept-document.ts";
import { limitsFor } from "./plan-limits.ts";
import { hasAcceptedExtension } from "./download-name.ts";
import { assertWithinLimit } from "../plans/index.ts";
import { addUploadToFolder, assertFolderTakesUpload } from "../folders/index.ts";

/** One file per request, streamed to the blob store, then checked and queued for processing. */
export async function uploadDocument(deps: AppDeps, user: UserRow, request: Request) {
  // The day's allowance is checked before reading a byte, and counted when the document is accepted.
  await assertWithinLimit(deps, user, "documents_per_day");
  const received = await receiveUpload(request, deps, {
    maxBytes: limitsFor(user).fileSizeBytes,
    tooLarge: () => fileTooLarge(user),
    checkName: (name) => {
      if (!hasAcceptedExtension(name)) throw new AppError("invalid_file", { status: 400, detail: INVALID_FILE });
    },
  });
  // knowledge_base_id puts the document in one of the user's folders (404 otherwise; 402 when it
  // is full); a refused file's bytes go again, as acceptStoredFile does with its own refusals.
  const folderId = received.fields.knowledge_base_id;
  if (folderId) {
    await assertFolderTakesUpload(deps, user, folderId).catch(async (err: unknown) => {
      await deleteUnreferenced(deps.db, deps.blobs, [received.blob.hash]);
      throw err;
    });
  }
  const accepted = await acceptStoredFile(deps, user, received);
  if (folderId) await addUploadToFolder(deps, folderId, accepted.doc_id);
  return accepted;
}
