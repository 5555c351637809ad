import { documentDisplayName, type ChatMessage } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../platform/errors.ts";
import { getConversation } from "../chat/index.ts";
import { folderScope, ownedDocument, readyDocument } from "../scope/index.ts";
import type { SourceUnit, UnitKind } from "../summaries/index.ts";
import type { PodcastSourceMaterial, SourceDocument } from "./script/types.ts";

export type PodcastSourceKind = "CONVERSATION" | "DOCUMENT" | "FOLDER";

/** A folder episode draws on at most this many documents (the first ones of the folder). */
const FOLDER_PODCAST_DOCUMENTS = 20;

/** The name a new podcast gets and checks that its source is the user's and can be read (404, 409). */
export async function describeSource(deps: AppDeps, userId: string, source: PodcastSourceKind, id: string): Promise<{ name: string; language: string }> {
  if (source === "DOCUMENT") {
    const doc = await readyDocument(deps, userId, id);
    return { name: documentTitle(doc), language: doc.language ?? "en" };
  }
  if (source === "CONVERSATION") {
    const conv = await deps.db.selectFrom("conversations").select(["name", "doc_id"]).where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
    if (!conv) throw new AppError("not_found", "The conversation cannot be found or has been deleted.");
    const count = await deps.db.selectFrom("messages").select((eb) => eb.fn.countAll<string>().as("n")).where("conversation_id", "=", id).where("role", "=", "assistant").executeTakeFirstOrThrow();
    if (Number(count.n) === 0) throw new AppError("conversation_empty");
    const doc = conv.doc_id ? await deps.db.selectFrom("documents").select("language").where("id", "=", conv.doc_id).executeTakeFirst() : undefined;
    return { name: conv.name, language: doc?.language ?? "en" };
  }
  // A folder: the user's (404 otherwise) with at least one ready document (409 otherwise).
  const { folder, documents: docs } = await folderScope(deps, userId, id);
  if (docs.length === 0) throw new AppError("folder_empty");
  const first = await deps.db.selectFrom("documents").select("language").where("id", "=", docs[0]!.id).executeTakeFirst();
  return { name: folder.name, language: first?.language ?? "en" };
}

/** Everything the script is written from: the documents' units, or the conversation's questions and answers. */
export async function loadSource(deps: AppDeps, userId: string, source: PodcastSourceKind, id: string, name: string, language: string): Promise<PodcastSourceMaterial> {
  if (source === "DOCUMENT") return { title: name, language, documents: [await readDocument(deps, userId, id)], exchanges: [] };
  if (source === "CONVERSATION") {
    const user = await deps.db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirstOrThrow();
    const conv = await getConversation(deps, user, id, { page: 1, page_size: 100, order: "asc" });
    return { title: name, language, documents: [], exchanges: toExchanges(conv.chat_history) };
  }
  // A folder: every ready document, in the folder's order; the script takes each one's key passages.
  const { documents: docs } = await folderScope(deps, userId, id);
  if (docs.length === 0) throw new AppError("folder_empty");
  const documents = [];
  for (const d of docs.slice(0, FOLDER_PODCAST_DOCUMENTS)) documents.push(await readDocument(deps, userId, d.id));
  return { title: name, language, documents, exchanges: [] };
}

async function readDocument(deps: AppDeps, userId: string, docId: string): Promise<SourceDocument> {
  const doc = await ownedDocument(deps, userId, docId);
  const units = await deps.db.selectFrom("document_units").select(["unit", "kind", "label", "text"]).where("document_id", "=", docId).orderBy("unit").execute();
  return { docId, title: documentTitle(doc), units: units.map((u): SourceUnit => ({ ...u, kind: u.kind as UnitKind })) };
}

function documentTitle(doc: { name: string; custom_file_name: string | null; title: string | null }): string {
  return doc.title?.trim() || documentDisplayName(doc).replace(/\.[a-z0-9]{2,5}$/i, "");
}

function toExchanges(history: ChatMessage[]) {
  const exchanges = [];
  for (let i = 0; i < history.length; i++) {
    const q = history[i];
    const a = history[i + 1];
    if (q?.role !== "user" || a?.role !== "assistant") continue;
    const citations = (a.citations ?? []).filter((c) => c.verified).map((c) => ({ docId: c.doc_id, locator: c.locator }));
    exchanges.push({ question: q.content, answer: a.content, citations });
    i++;
  }
  return exchanges;
}
