import { sql } from "kysely";
import { formatSizeLimit, type DocumentMetadata } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import type { StoredBlob } from "../../platform/blobs/blob-store.ts";
import { addBlobRef, deleteUnreferenced } from "../../platform/blobs/blob-refs.ts";
import { newId } from "../../platform/auth/tokens.ts";
import { AppError } from "../../platform/errors.ts";
import { detectFileType, inspectFile, IngestError } from "../../ingest/index.ts";
import { INGEST_JOB } from "./ingest-constants.ts";
import { consumeUsage, limitsFor, releaseUsage } from "../billing/index.ts";
import { recordEvent } from "../analytics/index.ts";
import { consumeApiPages, releaseApiPages } from "../api-keys/index.ts";

const CONTENT_TYPES: Record<string, string> = {
  pdf: "application/pdf",
  txt: "text/plain",
  csv: "text/csv",
  rtf: "application/rtf",
  epub: "application/epub+zip",
  ppt: "application/vnd.ms-powerpoint",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
};

export function contentTypeOf(fileType: string): string {
  return CONTENT_TYPES[fileType] ?? "application/octet-stream";
}

export function fileTooLarge(user: UserRow): AppError {
  const limit = limitsFor(user).fileSizeBytes;
  return new AppError("file_too_large", `This file is larger than your plan allows (${formatSizeLimit(limit)}). Upgrade your plan to upload larger files.`);
}

/**
 * Turn stored bytes into a queued document: the format must be recognised by content and name,
 * the file must open without a password and fit the plan's page limit. Anything refused leaves
 * no trace (its bytes are deleted unless another document shares them).
 */
export async function acceptStoredFile(
  deps: AppDeps,
  user: UserRow & { apiKeyId?: string | undefined },
  file: { fileName: string; blob: StoredBlob; head: Uint8Array },
  opts: { sourceUrl?: string | undefined; metadata?: DocumentMetadata | undefined } = {},
): Promise<{ doc_id: string; name: string; status: "queued" }> {
  let counted = false;
  let apiPagesCounted = 0;
  try {
    if (file.blob.size === 0) throw new AppError("empty_file");
    const fileType = detectFileType(file.head, file.fileName);
    if (!fileType) throw new AppError("invalid_file");
    const info = await inspectFile(await deps.blobs.localPath(file.blob.hash), fileType).catch((err: unknown) => {
      if (err instanceof IngestError) throw new AppError(err.code, err.userMessage);
      throw err;
    });
    if (info.passwordRequired) throw new AppError("password_protected");
    const maxPages = limitsFor(user).pagesPerDocument;
    if (maxPages !== null && info.pageCount !== null && info.pageCount > maxPages) {
      throw new AppError("too_many_pages", `This document has ${info.pageCount} pages; your plan allows ${maxPages} pages per document. Upgrade your plan to upload longer documents.`);
    }

    // With an API key, the pages count against the API plan's month: the known page count, else one
    // page now and the rest when extraction finds them (the ingest job adds them).
    const apiPages = user.apiKeyId ? (info.pageCount ?? 1) : 0;
    if (user.apiKeyId) {
      await consumeApiPages(deps, user.id, apiPages);
      apiPagesCounted = apiPages;
    }
    // Counted here, atomically against the day's figure, so parallel uploads cannot pass it.
    await consumeUsage(deps, user, "documents_per_day");
    counted = true;
    const docId = newId("doc_");
    await deps.db.transaction().execute(async (trx) => {
      const refId = await addBlobRef(trx, { userId: user.id, hash: file.blob.hash, kind: "document", contentType: contentTypeOf(fileType), size: file.blob.size });
      await trx
        .insertInto("documents")
        .values({
          id: docId,
          user_id: user.id,
          name: file.fileName,
          file_type: fileType,
          size_bytes: file.blob.size,
          file_ref_id: refId,
          source_url: opts.sourceUrl ?? null,
          metadata: opts.metadata ? JSON.stringify(opts.metadata) : null,
          status: "queued",
          stage: "queued",
          page_count: info.pageCount,
          api_key_id: user.apiKeyId ?? null,
          api_pages: apiPages,
        })
        .execute();
    });
    const jobId = await deps.queue.send(INGEST_JOB, { documentId: docId }, { user: user.id });
    await deps.db.updateTable("documents").set({ job_id: jobId, updated_at: sql<Date>`now()` }).where("id", "=", docId).execute();
    deps.log.info({ docId, userId: user.id, fileType, bytes: file.blob.size }, "document accepted");
    await recordEvent(deps, "upload", user.id);
    return { doc_id: docId, name: file.fileName, status: "queued" };
  } catch (err) {
    if (counted) await releaseUsage(deps, user, "documents_per_day");
    if (apiPagesCounted) await releaseApiPages(deps, user.id, apiPagesCounted);
    await deleteUnreferenced(deps.db, deps.blobs, [file.blob.hash]);
    throw err;
  }
}
