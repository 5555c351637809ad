import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AliasNode, SelectQueryNode, TableNode, type KyselyPlugin, type QueryResult, type RootOperationNode, type UnknownRow } from "kysely";
import { createTestApp, registerWithPlan, type TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";
import { newId } from "../../platform/auth/tokens.ts";
import { AppError } from "../../platform/errors.ts";
import type { DocumentRow } from "../../platform/db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { folderScope, ownedFolder, searchScope } from "./index.ts";

/** The table each query the scope sends reads from, in order: one query per fact is what is checked. */
function countingQueries(deps: AppDeps): { deps: AppDeps; tables: string[] } {
  const tables: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery({ node }): RootOperationNode {
      tables.push(fromTable(node));
      return node;
    },
    transformResult({ result }): Promise<QueryResult<UnknownRow>> {
      return Promise.resolve(result);
    },
  };
  return { deps: { ...deps, db: deps.db.withPlugin(plugin) }, tables };
}

function fromTable(node: RootOperationNode): string {
  if (!SelectQueryNode.is(node) || !node.from) return node.kind;
  const from = node.from.froms[0];
  const table = from && AliasNode.is(from) ? from.node : from;
  return table && TableNode.is(table) ? table.table.identifier.name : "?";
}

async function refused(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe.each(DATABASE_KINDS)("the search scope on %s", (kind) => {
  let t: TestApp;
  let owner: string;
  let stranger: string;

  async function userId(email: string): Promise<string> {
    await registerWithPlan(t, email, "PRO");
    return (await t.deps.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
  }

  async function addDocument(user: string, name: string, status: DocumentRow["status"], error: string | null = null): Promise<DocumentRow> {
    const refId = newId("ref_");
    await t.deps.db.insertInto("blob_refs").values({ id: refId, user_id: user, hash: "0".repeat(64), kind: "index", content_type: "application/octet-stream", size_bytes: 1 }).execute();
    return t.deps.db
      .insertInto("documents")
      .values({ id: newId("doc_"), user_id: user, name, custom_file_name: null, file_type: "txt", size_bytes: 1, file_ref_id: null, index_ref_id: status === "ready" ? refId : null, source_url: null, status, stage: null, error, job_id: null, page_count: 1, unit_kind: "page", title: null, language: "en", report: null })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async function addFolder(user: string, docIds: string[]): Promise<string> {
    const id = newId("kb_");
    await t.deps.db.insertInto("knowledge_bases").values({ id, user_id: user, name: "Reading" }).execute();
    for (const [i, document_id] of docIds.entries()) await t.deps.db.insertInto("knowledge_base_documents").values({ knowledge_base_id: id, document_id, added_at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)) }).execute();
    return id;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await userId("scope-owner@example.com");
    stranger = await userId("scope-stranger@example.com");
  });
  afterAll(async () => t?.close());

  it("a document the caller has read is checked, not read again; the others are read in one query", async () => {
    const first = await addDocument(owner, "first.txt", "ready");
    const mentioned = await addDocument(owner, "mentioned.txt", "ready");
    const counted = countingQueries(t.deps);
    const scope = await searchScope(counted.deps, owner, { docIds: [first.id], mentioned: [mentioned.id], read: [first] });
    expect(scope.map((d) => d.name)).toEqual(["first.txt", "mentioned.txt"]);
    expect(counted.tables).toEqual(["documents"]);
    const alone = countingQueries(t.deps);
    await searchScope(alone.deps, owner, { docIds: [first.id], read: [first] });
    expect(alone.tables).toEqual([]);
  });

  it("named documents must be the user's (404 naming the first missing, or the caller's own words for the first) and ready (409)", async () => {
    const ready = await addDocument(owner, "ready.txt", "ready");
    const theirs = await addDocument(stranger, "theirs.txt", "ready");
    const gone = await refused(searchScope(t.deps, owner, { docIds: [ready.id, theirs.id] }));
    expect([gone.status, gone.detail]).toEqual([404, `The document ${theirs.id} cannot be found or has been deleted.`]);
    const own = await refused(searchScope(t.deps, owner, { docIds: [theirs.id], firstNotFound: "That document is gone." }));
    expect([own.status, own.detail]).toEqual([404, "That document is gone."]);
    const processing = await addDocument(owner, "processing.txt", "processing");
    expect((await refused(searchScope(t.deps, owner, { docIds: [ready.id, processing.id] }))).code).toBe("document_not_ready");
    const failed = await addDocument(owner, "failed.txt", "failed", "no text");
    const reason = await refused(searchScope(t.deps, owner, { docIds: [failed.id] }));
    expect([reason.status, reason.code, reason.detail]).toEqual([409, "document_failed", "The document could not be processed: no text"]);
  });

  it("a folder searches its ready documents in order, narrowed by doc_ids, joined by mentions without repeats", async () => {
    const a = await addDocument(owner, "a.txt", "ready");
    const pending = await addDocument(owner, "pending.txt", "queued");
    const b = await addDocument(owner, "b.txt", "ready");
    const outside = await addDocument(owner, "outside.txt", "ready");
    const folderId = await addFolder(owner, [b.id, pending.id, a.id]);
    const names = async (request: Parameters<typeof searchScope>[2]) => (await searchScope(t.deps, owner, request)).map((d) => d.name);
    expect(await names({ folder: folderId })).toEqual(["b.txt", "a.txt"]);
    expect(await names({ folder: folderId, docIds: [a.id] })).toEqual(["a.txt"]);
    expect(await names({ folder: folderId, mentioned: [a.id, outside.id] })).toEqual(["b.txt", "a.txt", "outside.txt"]);
    const folder = await ownedFolder(t.deps, owner, folderId);
    const counted = countingQueries(t.deps);
    expect((await folderScope(counted.deps, owner, folder)).documents).toHaveLength(2);
    // Read above at this version of the folder's contents: kept, not read again.
    expect(counted.tables).toEqual([]);
    const foreign = await refused(searchScope(t.deps, stranger, { folder: folderId }));
    expect([foreign.status, foreign.code]).toEqual([404, "knowledge_base_not_found"]);
  });

  it("a folder's kept documents follow every change a search would see, read again only when one happened", async () => {
    const docs = [];
    for (const name of ["one.txt", "two.txt", "three.txt"]) docs.push(await addDocument(owner, name, "ready"));
    const [one, two, three] = docs as [DocumentRow, DocumentRow, DocumentRow];
    const late = await addDocument(owner, "late.txt", "processing");
    const folderId = await addFolder(owner, [one.id, two.id, three.id, late.id]);
    const other = await addFolder(owner, [one.id]);
    const read = async () => {
      const counted = countingQueries(t.deps);
      const names = (await searchScope(counted.deps, owner, { folder: folderId })).map((d) => `${d.name}@${d.indexRefId}`);
      return { names, listed: counted.tables.includes("knowledge_base_documents") };
    };
    const at = (...rows: DocumentRow[]) => rows.map((r) => `${r.custom_file_name ?? r.name}@${r.index_ref_id}`);
    expect(await read()).toEqual({ names: at(one, two, three), listed: true });
    expect(await read()).toEqual({ names: at(one, two, three), listed: false });

    // Ingestion's progress is not a change of what is searched; its end is.
    await t.deps.db.updateTable("documents").set({ progress: 50, stage: "indexing" }).where("id", "=", late.id).execute();
    expect((await read()).listed).toBe(false);
    const lateRef = (await t.deps.db.updateTable("documents").set({ status: "ready", index_ref_id: three.index_ref_id }).where("id", "=", late.id).returningAll().executeTakeFirstOrThrow());
    expect(await read()).toEqual({ names: at(one, two, three, lateRef), listed: true });

    const renamed = await t.deps.db.updateTable("documents").set({ custom_file_name: "renamed.txt" }).where("id", "=", two.id).returningAll().executeTakeFirstOrThrow();
    expect((await read()).names).toEqual(at(one, renamed, three, lateRef));
    const reindexed = await t.deps.db.updateTable("documents").set({ index_ref_id: one.index_ref_id }).where("id", "=", three.id).returningAll().executeTakeFirstOrThrow();
    expect((await read()).names).toEqual(at(one, renamed, reindexed, lateRef));
    await t.deps.db.updateTable("documents").set({ status: "processing" }).where("id", "=", lateRef.id).execute();
    expect((await read()).names).toEqual(at(one, renamed, reindexed));

    // Leaving the folder (by the folder's edit, or by the document's deletion) removes it; another folder's edit does not.
    await t.deps.db.deleteFrom("knowledge_base_documents").where("knowledge_base_id", "=", other).execute();
    expect((await read()).listed).toBe(false);
    await t.deps.db.deleteFrom("knowledge_base_documents").where("knowledge_base_id", "=", folderId).where("document_id", "=", renamed.id).execute();
    expect((await read()).names).toEqual(at(one, reindexed));
    await t.deps.db.deleteFrom("documents").where("id", "=", one.id).execute();
    expect((await read()).names).toEqual(at(reindexed));
    const added = await addDocument(owner, "added.txt", "ready");
    await t.deps.db.insertInto("knowledge_base_documents").values({ knowledge_base_id: folderId, document_id: added.id }).execute();
    expect((await read()).names).toEqual(at(reindexed, added));

    // Kept per user: another user asking for the folder is refused, never given the kept list.
    expect((await refused(searchScope(t.deps, stranger, { folder: folderId }))).code).toBe("knowledge_base_not_found");
    // A deleted folder is gone, not served from what was kept.
    await t.deps.db.deleteFrom("knowledge_bases").where("id", "=", folderId).execute();
    expect((await refused(searchScope(t.deps, owner, { folder: folderId }))).code).toBe("knowledge_base_not_found");
  });

  it("with neither documents nor a folder, every ready document of the user and no one else's", async () => {
    const reader = await userId("scope-reader@example.com");
    await addDocument(reader, "read.txt", "ready");
    await addDocument(reader, "unread.txt", "processing");
    await addDocument(owner, "not-the-readers.txt", "ready");
    expect((await searchScope(t.deps, reader, {})).map((d) => d.name)).toEqual(["read.txt"]);
  });
});
