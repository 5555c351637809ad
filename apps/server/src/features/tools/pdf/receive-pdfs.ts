import { mkdir, mkdtemp, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { formatSizeLimit, limitsFor, PLAN_LIMITS, type PlanLimits } from "@folio/contract";
import type { z } from "zod";
import type { AppDeps } from "../../../deps.ts";
import type { UserRow } from "../../../platform/db/schema.ts";
import { LocalBlobStore } from "../../../platform/blobs/local-blob-store.ts";
import { AppError } from "../../../platform/errors.ts";
import { receiveUploads } from "../../../platform/http/receive-upload.ts";
import { parseWith } from "../../../platform/http/validate.ts";
import { detectFileType, inspectFile, IngestError } from "../../../ingest/index.ts";

/** One uploaded PDF, checked: its name as sent, where it lies on disk, its page count. */
export interface PdfInput {
  name: string;
  path: string;
  pages: number;
}

/** The inputs of one PDF tool call, in a directory of its own that `cleanup` removes with everything in it. */
export interface PdfWork {
  dir: string;
  inputs: PdfInput[];
  options: unknown;
  cleanup(): Promise<void>;
}

/** The `options` part is a short JSON object; a longer one is refused before it is read. */
const OPTIONS_MAX_BYTES = 4096;

/** Anonymous callers have the free plan's limits. */
function planLimits(user: UserRow | null): PlanLimits {
  return user ? limitsFor(user) : PLAN_LIMITS.FREE;
}

/**
 * Receives a PDF tool's multipart form into a fresh work directory under DATA_DIR/tmp/tools (on
 * disk, never in memory) and checks each file as a document upload is checked: within the plan's
 * file size, a PDF by its content, not empty, no password needed, readable, within the plan's
 * pages per document. Anything refused removes the directory and answers a 4xx naming the file.
 */
export async function receivePdfs(
  deps: AppDeps,
  user: UserRow | null,
  request: Request,
  opts: { maxFiles: number; options: z.ZodType },
): Promise<PdfWork> {
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) throw new AppError("tool_files_required");
  const root = path.join(deps.config.DATA_DIR, "tmp", "tools");
  await mkdir(root, { recursive: true });
  await removeStaleCalls(root);
  const dir = await mkdtemp(path.join(root, "call-"));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  try {
    const limits = planLimits(user);
    const store = new LocalBlobStore(dir);
    const { files, fields } = await receiveUploads(request, { db: deps.db, blobs: store }, {
      fileFields: ["files", "file"],
      maxFiles: opts.maxFiles,
      maxBytes: limits.fileSizeBytes,
      maxFieldBytes: OPTIONS_MAX_BYTES,
      tooLarge: () => new AppError("file_too_large", `Each PDF may be at most ${formatSizeLimit(limits.fileSizeBytes)} on your plan. Upgrade your plan for larger files.`),
      tooMany: () => new AppError("tool_input_too_large", opts.maxFiles === 1 ? "This tool takes one PDF at a time." : `Send at most ${opts.maxFiles} PDFs in one call.`),
    });
    const options = parseWith(opts.options, readOptions(fields.options));
    const inputs: PdfInput[] = [];
    for (const file of files) inputs.push(await checkPdf(await store.localPath(file.blob.hash), file, limits));
    return { dir, inputs, options, cleanup };
  } catch (err) {
    await cleanup();
    throw err;
  }
}

/** A call's directory untouched this long was left by a process that stopped mid-call (a live call writes or streams within minutes). */
const STALE_CALL_MS = 60 * 60 * 1000;
const SWEEP_EVERY_MS = 10 * 60 * 1000;
let lastSweep = 0;

/** Removes what killed processes left under the tools' work root, at most every ten minutes. */
async function removeStaleCalls(root: string): Promise<void> {
  if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = Date.now();
  for (const name of await readdir(root).catch(() => [] as string[])) {
    const dir = path.join(root, name);
    const info = await stat(dir).catch(() => null);
    if (info && Date.now() - info.mtimeMs > STALE_CALL_MS) await rm(dir, { recursive: true, force: true });
  }
}

function readOptions(raw: string | undefined): unknown {
  if (raw === undefined || raw.trim() === "") return {};
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new AppError("validation", "options: must be a JSON object, e.g. {\"ranges\":\"1-3,5-6\"}");
  }
}

async function checkPdf(filePath: string, file: { fileName: string; blob: { size: number }; head: Uint8Array }, limits: PlanLimits): Promise<PdfInput> {
  const name = file.fileName || "upload.pdf";
  const quoted = `"${name}"`;
  if (file.blob.size === 0) throw new AppError("empty_file", `${quoted} is empty.`);
  // Recognised by its content; a file sent without a name or extension still counts as a PDF.
  if (detectFileType(file.head, "upload.pdf") !== "pdf") throw new AppError("tool_not_pdf", `${quoted} is not a PDF. Only PDF files can be used with this tool.`);
  const info = await inspectFile(filePath, "pdf").catch((err: unknown) => {
    if (err instanceof IngestError) throw new AppError(err.code, `${quoted}: ${err.userMessage}`);
    throw err;
  });
  if (info.passwordRequired) throw new AppError("password_protected", `${quoted} is protected by a password. Remove the password and try again.`);
  const pages = info.pageCount ?? 0;
  const maxPages = limits.pagesPerDocument;
  if (maxPages !== null && pages > maxPages) {
    throw new AppError("too_many_pages", `${quoted} has ${pages} pages; your plan allows ${maxPages} pages per PDF. Upgrade your plan for longer documents.`);
  }
  return { name, path: filePath, pages };
}
