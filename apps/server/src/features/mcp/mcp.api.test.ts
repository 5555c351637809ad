import fs from "node:fs";
import type { AddressInfo } from "node:net";
import type { ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { FolioClient } from "@folio/client";
import { createTestApp, registerWithPlan, type TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";
import { fixturePath } from "../../test-support/fixtures.ts";
import { serveHttp } from "../../platform/http/serve-http.ts";
import { childProcessEnv } from "../../platform/config.ts";

const REPO_ROOT = new URL("../../../../../", import.meta.url).pathname;

const REGISTER_PDF = "federal-register-2020-17221.pdf";
const DEADLINE_QUESTION = "By what date must the FAA receive comments on this proposed AD?";

type Json = Record<string, unknown>;
interface ToolAnswer {
  isError?: boolean;
  structuredContent?: Json;
  content: { type: string; text?: string }[];
}

/** An MCP client from the official SDK, connected to the served app's /mcp with a bearer token. */
async function connect(baseUrl: string, bearer: string): Promise<Client> {
  const client = new Client({ name: "folio-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL("/mcp", baseUrl), { requestInit: { headers: { authorization: `Bearer ${bearer}` } } }));
  return client;
}

async function call(client: Client, name: string, args: Json): Promise<ToolAnswer> {
  return (await client.callTool({ name, arguments: args })) as ToolAnswer;
}

/** The MCP server at /mcp, over HTTP with the SDK's client and an API key, on both databases. */
describe.each(DATABASE_KINDS)("MCP over Streamable HTTP on %s", (kind) => {
  let t: TestApp;
  let server: ServerType;
  let baseUrl: string;
  let session: string;
  let key: string;
  let registerId: string;
  let client: Client;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await new Promise<void>((resolve) => {
      server = serveHttp(t.app, { port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
        baseUrl = `http://127.0.0.1:${info.port}`;
        resolve();
      });
    });
    session = await registerWithPlan(t, "mcp@example.com", "PRO");
    const created = await t.call("POST", "/api/api-keys", { token: session, json: { name: "assistant", key_type: "DEVELOPMENT" } });
    key = ((await created.json()) as { key: string }).key;
    const bySession = new FolioClient({ baseUrl, token: session });
    registerId = (await bySession.documents.upload(await fs.openAsBlob(fixturePath("pdf", REGISTER_PDF)), { fileName: REGISTER_PDF })).doc_id;
    await bySession.documents.waitUntilReady(registerId, { intervalMs: 100 });
    client = await connect(baseUrl, key);
  }, 180_000);
  afterAll(async () => {
    await client?.close();
    await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
    await t?.close();
  });

  it("lists the contract's tools, each described, search/fetch/ask with an output schema", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(["ask", "fetch", "import_url", "list_documents", "list_folders", "read_document", "search"]);
    for (const tool of tools) expect(tool.description?.length).toBeGreaterThan(40);
    for (const name of ["search", "fetch", "ask"]) expect(tools.find((tool) => tool.name === name)?.outputSchema).toBeDefined();
  });

  it("searches, then fetches a result: ids, fenced text and viewer links", async () => {
    const found = await call(client, "search", { query: "FAA must receive comments" });
    expect(found.isError).toBeFalsy();
    const results = (found.structuredContent?.results ?? []) as { id: string; title: string; text: string; url: string }[];
    expect(results.length).toBeGreaterThan(0);
    const first = results[0]!;
    expect(first.id).toMatch(new RegExp(`^${registerId}:\\d+$`));
    expect(first.text).toMatch(/^<document_text /);
    expect(first.url).toMatch(new RegExp(`/documents/${registerId}\\?unit=\\d+&quote=`));
    expect(JSON.parse(found.content[0]?.text ?? "null")).toEqual(found.structuredContent);

    const fetched = await call(client, "fetch", { id: first.id });
    expect(fetched.structuredContent).toMatchObject({ id: first.id, metadata: { doc_id: registerId, locator: { unit: Number(first.id.split(":")[1]) } } });
    expect(String(fetched.structuredContent?.text)).toContain("</document_text>");
  });

  it("asks a document and returns a verified citation with a viewer link at its page", async () => {
    const asked = await call(client, "ask", { question: DEADLINE_QUESTION, document_ids: [registerId], language: "EN" });
    expect(asked.isError).toBeFalsy();
    const { answer, citations } = asked.structuredContent as { answer: string; citations: { doc_id: string; locator: { unit: number }; quote: string; verified: boolean; url: string }[] };
    expect(answer.length).toBeGreaterThan(0);
    expect(citations.length).toBeGreaterThan(0);
    const cited = citations[0]!;
    expect(cited).toMatchObject({ doc_id: registerId, verified: true });
    const url = new URL(cited.url);
    expect(url.pathname).toBe(`/documents/${registerId}`);
    expect(url.searchParams.get("unit")).toBe(String(cited.locator.unit));
    expect(url.searchParams.get("quote")).toBe(cited.quote);
    // The quote is on that page of the document.
    const page = await t.call("GET", `/api/documents/${registerId}/content?unit=${cited.locator.unit}`, { token: session });
    const pageText = ((await page.json()) as { text: string }).text.replace(/\s+/g, " ");
    expect(pageText).toContain(cited.quote.replace(/\s+/g, " "));
  });

  it("asks the whole library when neither documents nor a folder are named", async () => {
    const asked = await call(client, "ask", { question: DEADLINE_QUESTION, language: "EN" });
    expect(asked.isError).toBeFalsy();
    const { citations } = asked.structuredContent as { citations: { doc_id: string; verified: boolean }[] };
    expect(citations.length).toBeGreaterThan(0);
    expect(citations[0]).toMatchObject({ doc_id: registerId, verified: true });
  });

  it("asks several documents at once: the first, with the others added to its scope", async () => {
    const bySession = new FolioClient({ baseUrl, token: session });
    const note = await bySession.documents.upload(new Blob(["Lab notebook.\n\nThe centrifuge in room 4 was recalibrated on 3 May 2024.\n"]), { fileName: "lab.txt" });
    await bySession.documents.waitUntilReady(note.doc_id, { intervalMs: 100 });
    const asked = await call(client, "ask", { question: "When was the centrifuge in room 4 recalibrated?", document_ids: [registerId, note.doc_id], language: "EN" });
    expect(asked.isError).toBeFalsy();
    const citations = asked.structuredContent?.citations as { doc_id: string; verified: boolean }[];
    expect(citations).toContainEqual(expect.objectContaining({ doc_id: note.doc_id, verified: true }));
    await bySession.documents.delete(note.doc_id);
  });

  it("lists documents and folders and reads a page", async () => {
    const docs = await call(client, "list_documents", {});
    expect(docs.structuredContent).toMatchObject({ total: 1, documents: [{ doc_id: registerId, status: "ready" }] });
    const folders = await call(client, "list_folders", {});
    expect(folders.structuredContent).toEqual({ folders: [] });
    const read = await call(client, "read_document", { document_id: registerId, unit: 1 });
    expect(read.structuredContent).toMatchObject({ document_id: registerId, unit: 1, locator: { kind: "page", unit: 1 } });
  });

  it("refuses malformed, missing and oversized arguments and unknown tools with a message", async () => {
    const missing = await call(client, "search", {});
    expect(missing.isError).toBe(true);
    expect(missing.content[0]?.text).toMatch(/query/i);
    const huge = await call(client, "search", { query: "x".repeat(5000) });
    expect(huge.isError).toBe(true);
    expect(huge.content[0]?.text).toMatch(/500/);
    const both = await call(client, "ask", { question: "What?", document_ids: [registerId], folder_id: "kb_x" });
    expect(both).toMatchObject({ isError: true, content: [{ text: expect.stringMatching(/document_ids or a folder_id, not both/) }] });
    const unknown = await client.callTool({ name: "delete_everything", arguments: {} }).then(
      (r) => r as ToolAnswer,
      (e: unknown) => ({ isError: true, content: [{ type: "text", text: String(e) }] }),
    );
    expect(unknown.isError).toBe(true);
    expect(unknown.content[0]?.text).toMatch(/delete_everything/);
  });

  it("keeps a narrowed key inside its scope and a read-only key from importing", async () => {
    const other = new FolioClient({ baseUrl, token: session });
    const note = await other.documents.upload(new Blob(["The office cat is called Marmalade."]), { fileName: "cat.txt" });
    await other.documents.waitUntilReady(note.doc_id, { intervalMs: 100 });
    const created = await t.call("POST", "/api/api-keys", { token: session, json: { name: "narrow", key_type: "DEVELOPMENT", scope: { doc_ids: [note.doc_id], read_only: true } } });
    const narrow = await connect(baseUrl, ((await created.json()) as { key: string }).key);
    try {
      const outside = await call(narrow, "read_document", { document_id: registerId, unit: 1 });
      expect(outside.isError).toBe(true);
      expect(outside.content[0]?.text).toMatch(/404/);
      const asked = await call(narrow, "ask", { question: DEADLINE_QUESTION, document_ids: [registerId] });
      expect(asked.isError).toBe(true);
      const imported = await call(narrow, "import_url", { url: "https://example.com/paper.pdf" });
      expect(imported.isError).toBe(true);
      expect(imported.content[0]?.text).toMatch(/403/);
      const listed = await call(narrow, "list_documents", {});
      expect((listed.structuredContent?.documents as { doc_id: string }[]).map((d) => d.doc_id)).toEqual([note.doc_id]);
    } finally {
      await narrow.close();
    }
  });

  it("surfaces the API plan's used-up messages (402) as a tool error", async () => {
    const user = await t.deps.db.selectFrom("users").select("id").where("email", "=", "mcp@example.com").executeTakeFirstOrThrow();
    const month = `${new Date().toISOString().slice(0, 7)}-01`;
    await t.deps.db
      .insertInto("usage_counters")
      .values({ user_id: user.id, key: "api_messages", day: month, count: 1_000_000 })
      .onConflict((oc) => oc.columns(["user_id", "key", "day"]).doUpdateSet({ count: 1_000_000 }))
      .execute();
    const asked = await call(client, "ask", { question: DEADLINE_QUESTION, document_ids: [registerId] });
    expect(asked.isError).toBe(true);
    expect(asked.content[0]?.text).toMatch(/402/);
    await t.deps.db.deleteFrom("usage_counters").where("user_id", "=", user.id).where("key", "=", "api_messages").execute();
  });

  it("serves the same tools over stdio (npm run mcp), calling the server through @folio/client", async () => {
    const env = Object.fromEntries(Object.entries(childProcessEnv({ FOLIO_URL: baseUrl, FOLIO_API_KEY: key })).filter((e): e is [string, string] => e[1] !== undefined));
    const stdio = new Client({ name: "folio-stdio-test", version: "1.0.0" });
    await stdio.connect(new StdioClientTransport({ command: "npm", args: ["run", "mcp"], cwd: REPO_ROOT, env, stderr: "pipe" }));
    try {
      expect((await stdio.listTools()).tools.map((tool) => tool.name).sort()).toEqual(["ask", "fetch", "import_url", "list_documents", "list_folders", "read_document", "search"]);
      const found = await call(stdio, "search", { query: "FAA must receive comments" });
      const first = (found.structuredContent?.results as { id: string; url: string }[])[0]!;
      expect(first.id).toMatch(new RegExp(`^${registerId}:\\d+$`));
      expect(first.url.startsWith(`${baseUrl}/documents/${registerId}?unit=`)).toBe(true);
      const asked = await call(stdio, "ask", { question: DEADLINE_QUESTION, document_ids: [registerId], language: "EN" });
      expect((asked.structuredContent?.citations as { verified: boolean }[])[0]).toMatchObject({ verified: true });
    } finally {
      await stdio.close();
    }
  }, 60_000);

  it("answers 401 with the protected-resource metadata without a token, and refuses a foreign Host or Origin", async () => {
    const init = { jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "x", version: "1" } } };
    const headers = { "content-type": "application/json", accept: "application/json, text/event-stream" };
    for (const auth of [{}, { authorization: "Bearer folio_oat_unknown" }, { authorization: `Bearer ${key}x` }]) {
      const res = await fetch(`${baseUrl}/mcp`, { method: "POST", headers: { ...headers, ...auth }, body: JSON.stringify(init) });
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toBe(`Bearer resource_metadata="${baseUrl}/.well-known/oauth-protected-resource"`);
    }
    const rebound = await t.call("POST", "/mcp", { json: init, headers: { ...headers, host: "attacker.example", authorization: `Bearer ${key}` } });
    expect(rebound.status).toBe(403);
    const foreign = await fetch(`${baseUrl}/mcp`, { method: "POST", headers: { ...headers, origin: "https://attacker.example", authorization: `Bearer ${key}` }, body: JSON.stringify(init) });
    expect(foreign.status).toBe(403);
  });
});
