import fs from "node:fs";
import path from "node:path";
import { formatSizeLimit, REFERENCE_EXPORT_MAX_BYTES, REFERENCE_PDFS_MAX, type DocumentMetadata, type ReferenceExportImported } from "@folio/contract";
import type { AppDeps } from "../../../deps.ts";
import type { ScopedUser } from "../../scope/index.ts";
import { importDocumentStream } from "../../documents/index.ts";
import { assertWithinLimit, limitsFor } from "../../billing/index.ts";
import { newId } from "../../../platform/auth/tokens.ts";
import { deleteUnreferenced } from "../../../platform/blobs/blob-refs.ts";
import { AppError } from "../../../platform/errors.ts";
import { receiveUploads } from "../../../platform/http/receive-upload.ts";
import { parseBibtex } from "./parse-bibtex.ts";
import { parseRis } from "./parse-ris.ts";
import type { ReferenceEntry } from "./reference-entry.ts";

/** Letters and digits only, lower case: how a title and a PDF's file name are compared. */
export const titleKey = (text: string) => text.toLowerCase().normalize("NFKD").replace(/[^a-z0-9]+/g, "");

const isExport = (name: string) => /\.(bib|bibtex|ris)$/i.test(name);

/**
 * POST zotero/exports: an export's entries are kept for the user; each PDF sent (now or later) that
 * an entry names (its `file`/`L1` attachment name, else a file name holding the entry's title)
 * becomes a document with that entry's metadata; a PDF no entry names is imported without.
 */
export async function importReferenceExport(deps: AppDeps, user: ScopedUser, request: Request): Promise<ReferenceExportImported> {
  await assertWithinLimit(deps, user, "documents_per_day");
  const maxBytes = limitsFor(user).fileSizeBytes;
  const { files } = await receiveUploads(request, deps, {
    fileFields: ["export", "files"],
    maxFiles: REFERENCE_PDFS_MAX + 1,
    maxBytes,
    maxFieldBytes: 1000,
    tooLarge: () => new AppError("file_too_large", `Each file may be at most ${formatSizeLimit(maxBytes)} on your plan.`),
    tooMany: () => new AppError("bad_request", `Send one export and at most ${REFERENCE_PDFS_MAX} PDFs at a time.`),
    checkName: (name) => {
      if (!isExport(name) && !/\.pdf$/i.test(name)) throw new AppError("invalid_file", "Send a BibTeX (.bib) or RIS (.ris) export, and PDF files.");
    },
  });
  const received = files.map((f) => f.blob.hash);
  try {
    let entries = 0;
    for (const file of files.filter((f) => isExport(f.fileName))) {
      if (file.blob.size > REFERENCE_EXPORT_MAX_BYTES) throw new AppError("file_too_large", `An export may be at most ${formatSizeLimit(REFERENCE_EXPORT_MAX_BYTES)}.`);
      const text = await fs.promises.readFile(await deps.blobs.localPath(file.blob.hash), "utf8");
      const parsed = /\.ris$/i.test(file.fileName) ? parseRis(text) : parseBibtex(text);
      if (parsed.length === 0) throw new AppError("invalid_file", `No BibTeX or RIS entries were found in ${file.fileName}.`);
      await saveEntries(deps, user.id, parsed);
      entries += parsed.length;
    }
    const imported: ReferenceExportImported["imported"] = [];
    for (const pdf of files.filter((f) => !isExport(f.fileName))) {
      const entry = await matchingEntry(deps, user.id, pdf.fileName);
      const localPath = await deps.blobs.localPath(pdf.blob.hash);
      const doc = await importDocumentStream(deps, user, {
        fileName: pdf.fileName,
        metadata: entry?.metadata,
        open: async () => {
          const stream = fs.createReadStream(localPath);
          return { body: stream, contentLength: pdf.blob.size, cancel: () => stream.destroy() };
        },
      });
      if (entry) await deps.db.updateTable("reference_entries").set({ document_id: doc.doc_id }).where("id", "=", entry.id).execute();
      imported.push({ doc_id: doc.doc_id, name: doc.name, title: entry?.metadata.title ?? null });
    }
    const waiting = await deps.db.selectFrom("reference_entries").select((eb) => eb.fn.countAll<number>().as("n")).where("user_id", "=", user.id).where("document_id", "is", null).executeTakeFirstOrThrow();
    return { entries, imported, waiting: Number(waiting.n) };
  } finally {
    // The export's bytes, and any PDF refused, are not kept; an imported PDF has its document's reference.
    await deleteUnreferenced(deps.db, deps.blobs, received);
  }
}

async function saveEntries(deps: AppDeps, userId: string, entries: ReferenceEntry[]): Promise<void> {
  const rows = entries.map((e) => ({
    id: newId("ref_"),
    user_id: userId,
    metadata: JSON.stringify(e.metadata),
    file_names: JSON.stringify(e.files.map((f) => f.toLowerCase())),
    title_key: titleKey(e.metadata.title),
  }));
  for (let i = 0; i < rows.length; i += 500) await deps.db.insertInto("reference_entries").values(rows.slice(i, i + 500)).execute();
}

const asJson = (v: unknown): unknown => (typeof v === "string" ? JSON.parse(v) : v);

/** The user's waiting entry naming this PDF: by attachment name first, else by a title the file name holds. */
async function matchingEntry(deps: AppDeps, userId: string, fileName: string): Promise<{ id: string; metadata: DocumentMetadata } | null> {
  const rows = await deps.db.selectFrom("reference_entries").select(["id", "metadata", "file_names", "title_key"]).where("user_id", "=", userId).where("document_id", "is", null).orderBy("created_at", "desc").limit(10_000).execute();
  const name = path.basename(fileName).toLowerCase();
  const key = titleKey(name.replace(/\.pdf$/, ""));
  const byName = rows.find((r) => (asJson(r.file_names) as string[]).includes(name));
  // A title of a few letters would match too much; Zotero's file names are "Author - Year - Title.pdf".
  const byTitle = byName ?? rows.find((r) => r.title_key.length >= 8 && key.includes(r.title_key));
  return byTitle ? { id: byTitle.id, metadata: asJson(byTitle.metadata) as DocumentMetadata } : null;
}
