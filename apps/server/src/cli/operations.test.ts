import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { bootstrap } from "../bootstrap.ts";
import { createBlobStore } from "../adapters/storage/index.ts";
import { childProcessEnv, loadConfig, type Config } from "../platform/config.ts";
import { createLogger } from "../platform/logger.ts";
import { LocalBlobStore } from "../platform/blobs/local-blob-store.ts";
import { fixturePath } from "../test-support/fixtures.ts";
import { startTestS3Server, type TestS3Server } from "../test-support/s3-server.ts";
import { NODE_BIN, REPO_ROOT, createScratchDatabase } from "../test-support/server-process.ts";
import { backup, restore } from "./backup.ts";
import { migrateBlobs } from "./blob-locations.ts";

type Json = Record<string, unknown>;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "folio-ops-"));
const dir = (name: string) => fs.mkdtempSync(path.join(scratch, `${name}-`));
let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startTestS3Server();
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const listed = async (store: { list(): AsyncIterable<string> }) => {
  const all: string[] = [];
  for await (const h of store.list()) all.push(h);
  return all.sort();
};

describe("blobs-migrate", () => {
  it("copies every blob from a directory to a bucket and back, skipping what is there, with counts", async () => {
    const source = new LocalBlobStore(dir("source"));
    const hashes = await Promise.all(["one", "two", "three"].map(async (s) => (await source.putBytes(Buffer.from(s))).hash));
    const bucket = s3.env("folio-test", "migrated")["STORAGE_URL"]!;
    const env = { ...s3.env("folio-test"), STORAGE_URL: undefined };

    const first = await migrateBlobs(path.relative(process.cwd(), await sourceDir(source)), bucket, env, () => {});
    expect(first).toEqual({ copied: 3, skipped: 0, failed: [] });
    await source.putBytes(Buffer.from("four"));
    // Resumed: only the new one is copied.
    expect(await migrateBlobs(await sourceDir(source), bucket, env, () => {})).toEqual({ copied: 1, skipped: 3, failed: [] });

    const back = dir("back");
    expect(await migrateBlobs(bucket, back, env, () => {})).toMatchObject({ copied: 4, skipped: 0 });
    expect(await listed(new LocalBlobStore(back))).toEqual(await listed(source));
    expect((await new LocalBlobStore(back).readBytes(hashes[1]!)).toString()).toBe("two");
  });

  it("runs as npm run admin -- blobs-migrate and prints its counts as JSON", async () => {
    const source = new LocalBlobStore(dir("cli-source"));
    await source.putBytes(Buffer.from("from the command line"));
    const { stdout } = await promisify(execFile)(NODE_BIN, ["--import", "tsx", "apps/server/src/cli/admin.ts", "blobs-migrate", "--from", await sourceDir(source), "--to", s3.env("folio-test", "cli")["STORAGE_URL"]!], {
      cwd: REPO_ROOT,
      env: childProcessEnv({ ...s3.env("folio-test"), STORAGE_URL: undefined, DATABASE_URL: undefined }),
    });
    expect(JSON.parse(stdout.trim().split("\n").at(-1)!)).toEqual({ copied: 1, skipped: 0, failed: 0 });
  });

  it("refuses a source directory that does not exist", async () => {
    await expect(migrateBlobs(path.join(scratch, "nowhere"), dir("t"), {}, () => {})).rejects.toThrow(/no such directory/);
  });
});

async function sourceDir(store: LocalBlobStore): Promise<string> {
  const [hash] = await listed(store);
  return path.dirname(path.dirname(await store.localPath(hash!)));
}

/** Make data through the API: an account, a document ingested, a conversation about it. */
async function makeData(config: Config): Promise<{ docId: string; bytes: Buffer }> {
  const running = await bootstrap(config, createLogger("silent"), { workers: true });
  try {
    const app = createApp(running.deps, { webDist: null });
    const call = (method: string, p: string, init: { token?: string; json?: unknown; body?: FormData } = {}) =>
      app.request(p, {
        method,
        headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.json ? { "content-type": "application/json" } : {}) },
        body: init.json ? JSON.stringify(init.json) : init.body,
      });
    const { token } = (await (await call("POST", "/api/auth/register", { json: { email: "kept@example.com", password: "long enough" } })).json()) as { token: string };
    const bytes = fs.readFileSync(fixturePath("pdf", "nics-background-checks-2015-11.pdf"));
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(bytes)]), "nics.pdf");
    const docId = String(((await (await call("POST", "/api/documents", { token, body: form })).json()) as Json).doc_id);
    for (let i = 0; i < 450; i++) {
      const doc = (await (await call("GET", `/api/documents/${docId}`, { token })).json()) as Json;
      if (doc.status === "ready") break;
      expect(doc.status).not.toBe("failed");
      await new Promise((r) => setTimeout(r, 200));
    }
    const chat = await call("POST", `/api/chat/${docId}?model_name=LOCAL&language=EN`, { token, json: { message: "How many background checks were there?" } });
    expect(chat.status).toBe(200);
    await chat.text();
    return { docId, bytes };
  } finally {
    await running.close();
  }
}

/** Sign in on the restored data: the document, its bytes and the conversation are there. */
async function expectData(config: Config, docId: string, bytes: Buffer): Promise<void> {
  const running = await bootstrap(config, createLogger("silent"), { workers: false });
  try {
    const app = createApp(running.deps, { webDist: null });
    const login = await app.request("/api/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "kept@example.com", password: "long enough" }) });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const get = (p: string) => app.request(p, { headers: { authorization: `Bearer ${token}` } });
    expect(await (await get(`/api/documents/${docId}`)).json()).toMatchObject({ status: "ready", page_count: 1 });
    expect(Buffer.from(await (await get(`/api/documents/${docId}/file`)).arrayBuffer()).equals(bytes)).toBe(true);
    const { conversations } = (await (await get("/api/conversations")).json()) as { conversations: Json[] };
    expect(conversations).toHaveLength(1);
    const retrieved = await app.request("/api/retrieve", { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify({ query: "firearm background checks", doc_ids: [docId] }) });
    expect(((await retrieved.json()) as { passages: unknown[] }).passages.length).toBeGreaterThan(0);
  } finally {
    await running.close();
  }
}

const configOf = (env: Record<string, string>) => loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env });

describe("backup and restore", () => {
  it("round-trips the embedded database and local blobs: back up, wipe, restore", async () => {
    const dataDir = dir("pglite-data");
    const config = configOf({ DATA_DIR: dataDir });
    const { docId, bytes } = await makeData(config);
    const out = path.join(dir("pglite-backup"), "backup");
    const manifest = await backup(config, out, () => {});
    expect(manifest).toMatchObject({ database: "pglite", database_file: "database.tar.gz" });
    expect(fs.statSync(out).mode & 0o777).toBe(0o700);
    expect(manifest.blobs).toBeGreaterThanOrEqual(2);

    fs.rmSync(dataDir, { recursive: true, force: true });
    await restore(config, out, { replace: false }, () => {});
    await expectData(config, docId, bytes);
    // Over a database that is there, only when asked.
    await expect(restore(config, out, { replace: false }, () => {})).rejects.toThrow(/add --replace/);
    await restore(config, out, { replace: true }, () => {});
    await expectData(config, docId, bytes);
  });

  it("refuses to back up an embedded database that is not there", async () => {
    await expect(backup(configOf({ DATA_DIR: dir("empty") }), path.join(scratch, "nothing"), () => {})).rejects.toThrow(/There is no database in/);
  });

  it("round-trips PostgreSQL and an S3 bucket: back up, restore into an empty database and bucket", async () => {
    const before = await createScratchDatabase();
    const after = await createScratchDatabase();
    try {
      const config = configOf({ DATA_DIR: dir("pg-data"), DATABASE_URL: before.url, ...s3.env("folio-test", "before") });
      const { docId, bytes } = await makeData(config);
      const out = path.join(dir("pg-backup"), "backup");
      expect(await backup(config, out, () => {})).toMatchObject({ database: "postgres", database_file: "database.sql" });
      await expect(backup(config, out, () => {})).rejects.toThrow(/not empty/);

      const fresh = configOf({ DATA_DIR: dir("pg-data-2"), DATABASE_URL: after.url, ...s3.env("folio-other", "after") });
      await restore(fresh, out, { replace: false }, () => {});
      await expectData(fresh, docId, bytes);
      expect(await listed(createBlobStore(fresh.storage, fresh.DATA_DIR))).toEqual(await listed(createBlobStore(config.storage, config.DATA_DIR)));
      await expect(restore(fresh, out, { replace: false }, () => {})).rejects.toThrow(/already holds 1 user;/);
      // A PostgreSQL backup is not restored onto the embedded database.
      await expect(restore(configOf({ DATA_DIR: dir("x") }), out, { replace: false }, () => {})).rejects.toThrow(/DATABASE_URL set/);
    } finally {
      await before.drop();
      await after.drop();
    }
  });
});
