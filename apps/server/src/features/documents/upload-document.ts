import { UploadForm } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import { uploadFolderFor, type ScopedUser } from "../scope/index.ts";
import { AppError } from "../../platform/errors.ts";
import { receiveUpload, type ReceivedFile } from "../../platform/http/receive-upload.ts";
import { parseWith } from "../../platform/http/validate.ts";
import { deleteUnreferenced } from "../../platform/blobs/blob-refs.ts";
import { acceptStoredFile, fileTooLarge } from "./accept-document.ts";
import { hasAcceptedExtension } from "./download-name.ts";
import { assertWithinLimit, limitsFor } from "../billing/index.ts";
import { addUploadToFolder, assertFolderTakesUpload } from "../folders/index.ts";

/** One file per request, streamed to the blob store, then checked and queued for processing. */
export async function uploadDocument(deps: AppDeps, user: ScopedUser, request: Request) {
  // A key limited to documents may not add one: refused before a byte is read.
  uploadFolderFor(user, undefined);
  // The day's allowance is checked before reading a byte, and counted when the document is accepted.
  await assertWithinLimit(deps, user, "documents_per_day");
  const received = await receiveUpload(request, deps, {
    maxBytes: limitsFor(user).fileSizeBytes,
    tooLarge: () => fileTooLarge(user),
    checkName: (name) => {
      if (!hasAcceptedExtension(name)) throw new AppError("invalid_file");
    },
  });
  // A refused file's bytes go again, as acceptStoredFile does with its own refusals.
  const form = await checkUploadForm(deps, user, received).catch(async (err: unknown) => {
    await deleteUnreferenced(deps.db, deps.blobs, [received.blob.hash]);
    throw err;
  });
  const folderId = form.knowledge_base_id;
  const accepted = await acceptStoredFile(deps, user, { ...received, fileName: form.file_name });
  if (folderId) await addUploadToFolder(deps, folderId, accepted.doc_id);
  return accepted;
}

/**
 * The file's name and the form's fields, checked as any other input (control characters refused,
 * direction controls dropped from the name); knowledge_base_id must name one of the user's
 * folders (404 otherwise) with room for the upload (402 when it is full).
 */
async function checkUploadForm(deps: AppDeps, user: ScopedUser, received: ReceivedFile) {
  const form = parseWith(UploadForm, { ...received.fields, file_name: received.fileName });
  // A folder-scoped key's upload lands in its folder (404 for another).
  const folderId = uploadFolderFor(user, form.knowledge_base_id);
  if (folderId) await assertFolderTakesUpload(deps, user, folderId);
  return { ...form, knowledge_base_id: folderId };
}
