import { sql } from "kysely";
import type { z } from "zod";
import {
  documentDisplayName,
  SUMMARY_CANCELLED,
  SUMMARY_NOT_FOUND,
  type ChatLanguage,
  type DocumentSummaryBody,
  type Summary,
  type SummaryListQuery,
  type SummaryPage,
  type TextSummaryBody,
} from "@folio/contract";
import { renderSummaryPdf } from "../../adapters/pdf/index.ts";
import type { AppDeps } from "../../deps.ts";
import { newId } from "../../platform/auth/tokens.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { assertPaidFeature, chargeCredits } from "../billing/index.ts";
import { documentInKeyScope, keyScopeOf, readyDocument, type ScopedUser } from "../scope/index.ts";
import type { SummaryResult } from "./engine/index.ts";
import { SUMMARY_JOB } from "./summary-state.ts";
import { toSummary, type SummaryRow } from "./to-summary.ts";
import { cancelJob } from "../../platform/queue/cancel-job.ts";

const NAME_CHARS = 80;

async function ownedSummary(deps: AppDeps, userId: string, id: string): Promise<SummaryRow> {
  const row = await deps.db.selectFrom("summaries").selectAll().where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  if (!row) throw new AppError("not_found", SUMMARY_NOT_FOUND);
  return row;
}

/** The model a summary is written with: the one asked for (400 when not configured), else the server's default. */
function pickModel(deps: AppDeps, modelName: string | undefined): string {
  const name = modelName ?? deps.models.defaultModel();
  deps.models.languageModel(name);
  return name;
}

interface StartCommon {
  prompt: string | null;
  format: string;
  length: string;
  language: ChatLanguage;
  modelName: string;
}

async function insertAndQueue(deps: AppDeps, user: UserRow, values: { source: "DOCUMENT" | "TEXT"; doc_id: string | null; doc_name: string | null; source_text: string | null; name: string } & StartCommon): Promise<string> {
  // Paid plans only; a credit model costs its credits (403/402 before anything is stored).
  const credits = await chargeCredits(deps, user, values.modelName);
  const id = newId("sum_");
  await deps.db
    .insertInto("summaries")
    .values({
      id,
      user_id: user.id,
      source: values.source,
      doc_id: values.doc_id,
      doc_name: values.doc_name,
      source_text: values.source_text,
      name: values.name,
      prompt: values.prompt,
      format: values.format,
      length: values.length,
      language: values.language,
      model_name: values.modelName,
      credits,
      status: "QUEUED",
    })
    .execute();
  const jobId = await deps.queue.send(SUMMARY_JOB, { summaryId: id }, { user: user.id });
  await deps.db.updateTable("summaries").set({ job_id: jobId }).where("id", "=", id).execute();
  return id;
}

/** `PUT /api/summaries/{doc_id}`: the body's doc_id, else the path's. */
export async function startDocumentSummary(deps: AppDeps, user: UserRow, pathId: string, body: z.infer<typeof DocumentSummaryBody>, modelName: string | undefined): Promise<string> {
  assertPaidFeature(user, "summariser");
  const docId = (body.doc_id ?? "").trim() || pathId.trim();
  if (!docId) throw new AppError("summary_needs_source");
  const model = pickModel(deps, modelName);
  const doc = await readyDocument(deps, user.id, docId);
  const docName = documentDisplayName(doc);
  return insertAndQueue(deps, user, {
    source: "DOCUMENT",
    doc_id: doc.id,
    doc_name: docName,
    source_text: null,
    name: doc.title?.trim() || docName.replace(/\.[a-z0-9]{2,5}$/i, ""),
    prompt: body.prompt?.trim() || null,
    format: body.format,
    length: body.length,
    language: body.language ?? "EN",
    modelName: model,
  });
}

/** `POST /api/text-summary`. */
export async function startTextSummary(deps: AppDeps, user: UserRow, body: z.infer<typeof TextSummaryBody>, modelName: string | undefined): Promise<string> {
  assertPaidFeature(user, "summariser");
  const text = (body.summary_text ?? "").trim();
  if (!/[\p{L}\p{N}]/u.test(text)) throw new AppError("summary_needs_source");
  const model = pickModel(deps, modelName);
  return insertAndQueue(deps, user, {
    source: "TEXT",
    doc_id: null,
    doc_name: null,
    source_text: text,
    name: nameFrom(text),
    prompt: body.prompt?.trim() || null,
    format: body.format,
    length: body.length,
    language: body.language ?? "EN",
    modelName: model,
  });
}

/** The first line of pasted text, cut at a word near 80 characters. */
function nameFrom(text: string): string {
  const first = (text.split(/\n/u).find((l) => l.trim() !== "") ?? text).trim().replace(/\s+/gu, " ");
  if (first.length <= NAME_CHARS) return first;
  const cut = first.slice(0, NAME_CHARS);
  const space = cut.lastIndexOf(" ");
  return `${(space > NAME_CHARS / 2 ? cut.slice(0, space) : cut).trim()}…`;
}

export async function listSummaries(deps: AppDeps, user: ScopedUser, q: z.infer<typeof SummaryListQuery>): Promise<SummaryPage> {
  const keyScope = keyScopeOf(user);
  let query = deps.db.selectFrom("summaries").selectAll().where("user_id", "=", user.id);
  // A narrowed key sees its documents' summaries only (a pasted text's summary has no document).
  if (keyScope) query = query.where(documentInKeyScope(keyScope, "doc_id"));
  if (q.doc_id) query = query.where("doc_id", "=", q.doc_id);
  const rows = await query
    .orderBy("created_at", q.order)
    .orderBy("id", q.order)
    .limit(q.page_size + 1)
    .offset((q.page - 1) * q.page_size)
    .execute();
  const page = rows.slice(0, q.page_size);
  // The source document's current name (it may have been renamed since).
  const docIds = [...new Set(page.map((r) => r.doc_id).filter((id): id is string => id !== null))];
  const docs = docIds.length
    ? await deps.db.selectFrom("documents").select(["id", "name", "custom_file_name"]).where("id", "in", docIds).execute()
    : [];
  const names = new Map(docs.map((d) => [d.id, documentDisplayName(d)]));
  return {
    summaries: page.map((r) => toSummary({ ...r, doc_name: (r.doc_id && names.get(r.doc_id)) || r.doc_name })),
    nextPage: rows.length > q.page_size ? q.page + 1 : null,
  };
}

export async function getSummary(deps: AppDeps, user: UserRow, id: string): Promise<Summary> {
  return toSummary(await ownedSummary(deps, user.id, id));
}

export async function deleteSummary(deps: AppDeps, user: UserRow, id: string): Promise<void> {
  const row = await ownedSummary(deps, user.id, id);
  // A running job sees the row gone and stops.
  await deps.db.deleteFrom("summaries").where("id", "=", id).execute();
  if (row.job_id && row.status !== "COMPLETED" && row.status !== "FAILED") await cancelJob(deps, SUMMARY_JOB, row.job_id);
}

export async function cancelSummary(deps: AppDeps, user: UserRow, id: string): Promise<Summary> {
  const row = await ownedSummary(deps, user.id, id);
  if (row.status === "COMPLETED" || row.status === "FAILED") {
    throw new AppError("summary_not_running");
  }
  const updated = await deps.db
    .updateTable("summaries")
    .set({ status: "FAILED", error: SUMMARY_CANCELLED, progress: 0, cancelled_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (row.job_id) await cancelJob(deps, SUMMARY_JOB, row.job_id);
  return toSummary(updated);
}

/** The finished summary as a PDF (paid plans), with the file name it is saved under. */
export async function summaryPdf(deps: AppDeps, user: UserRow, id: string): Promise<{ bytes: Uint8Array; fileName: string }> {
  assertPaidFeature(user, "summary_pdf");
  const row = await ownedSummary(deps, user.id, id);
  if (row.status !== "COMPLETED" || !row.result) throw new AppError("summary_not_ready");
  const result = (typeof row.result === "string" ? JSON.parse(row.result) : row.result) as SummaryResult;
  const bytes = await renderSummaryPdf({ title: row.name, source: row.doc_name ?? "Pasted text", date: row.created_at, language: row.language, summary: result });
  return { bytes, fileName: pdfFileName(row.name) };
}

/** "<title> - summary.pdf" without characters a file system refuses. */
export function pdfFileName(title: string): string {
  const safe = title.replace(/[\\/:*?"<>|\p{Cc}]+/gu, " ").replace(/\s+/gu, " ").trim().slice(0, 120) || "Summary";
  return `${safe} - summary.pdf`;
}
