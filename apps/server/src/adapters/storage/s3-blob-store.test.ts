import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../platform/config.ts";
import { describeBlobStore } from "../../test-support/blob-store-suite.ts";
import { startTestS3Server, type TestS3Server } from "../../test-support/s3-server.ts";
import { createBlobStore, type S3BlobStore, type S3StorageConfig } from "./index.ts";

let s3: TestS3Server;
let store: S3BlobStore;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "folio-s3-store-"));
const storageOf = (env: Record<string, string>) => loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, ...env }).storage as S3StorageConfig;

beforeAll(async () => {
  s3 = await startTestS3Server();
  store = createBlobStore(storageOf(s3.env("folio-test", "blobs/v1")), dataDir) as S3BlobStore;
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describeBlobStore("S3BlobStore on s3rver", () => store);

describe("S3BlobStore", () => {
  it("fetches a blob another process stored into its own cache for localPath", async () => {
    const { hash } = await store.putBytes(Buffer.from("written elsewhere"));
    const otherDir = fs.mkdtempSync(path.join(dataDir, "other-"));
    const other = createBlobStore(storageOf(s3.env("folio-test", "blobs/v1")), otherDir);
    const file = await other.localPath(hash);
    expect(file.startsWith(otherDir)).toBe(true);
    expect(fs.readFileSync(file, "utf8")).toBe("written elsewhere");
  });

  it("keeps stores under different prefixes apart", async () => {
    const { hash } = await store.putBytes(Buffer.from("prefixed"));
    const elsewhere = createBlobStore(storageOf(s3.env("folio-test", "another")), fs.mkdtempSync(path.join(dataDir, "p-")));
    expect(await elsewhere.exists(hash)).toBe(false);
  });

  it("says which bucket cannot be reached", async () => {
    const missing = createBlobStore(storageOf(s3.env("no-such-bucket")), fs.mkdtempSync(path.join(dataDir, "m-")));
    await expect(missing.ready()).rejects.toThrow(/no-such-bucket cannot be reached \(HTTP 404: no such bucket\)/);
  });
});
