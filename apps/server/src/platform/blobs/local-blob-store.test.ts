import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { LocalBlobStore } from "./local-blob-store.ts";
import { BlobTooLargeError } from "./blob-store.ts";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "folio-blobs-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("LocalBlobStore", () => {
  const store = new LocalBlobStore(root);

  it("stores content under its SHA-256 and reads it back", async () => {
    const { hash, size } = await store.put(Readable.from([Buffer.from("hello "), Buffer.from("world")]));
    expect(hash).toBe("b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9");
    expect(size).toBe(11);
    expect((await store.readBytes(hash)).toString()).toBe("hello world");
    expect(await store.localPath(hash)).toBe(path.join(root, "b9", hash));
  });

  it("stores the same bytes once", async () => {
    const a = await store.putBytes(Buffer.from("same"));
    const b = await store.putBytes(Buffer.from("same"));
    expect(a.hash).toBe(b.hash);
    expect(fs.readdirSync(path.join(root, a.hash.slice(0, 2))).filter((f) => f === a.hash)).toHaveLength(1);
  });

  it("refuses content over the limit and leaves nothing behind", async () => {
    await expect(store.put(Readable.from([Buffer.alloc(10), Buffer.alloc(10)]), { maxBytes: 15 })).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(fs.readdirSync(path.join(root, "tmp"))).toEqual([]);
  });

  it("removes temporary files last written longer ago than asked, and keeps fresh ones", async () => {
    const tmp = path.join(root, "tmp");
    const hourAgo = new Date(Date.now() - 61 * 60 * 1000);
    fs.writeFileSync(path.join(tmp, "left-by-a-crash"), "partial");
    fs.utimesSync(path.join(tmp, "left-by-a-crash"), hourAgo, hourAgo);
    fs.writeFileSync(path.join(tmp, "upload-in-progress"), "partial");
    expect(await store.removeStaleTemporaryFiles(60 * 60 * 1000)).toBe(1);
    expect(fs.readdirSync(tmp)).toEqual(["upload-in-progress"]);
    fs.rmSync(path.join(tmp, "upload-in-progress"));
  });

  it("deletes and rejects addresses that are not hashes", async () => {
    const { hash } = await store.putBytes(Buffer.from("gone"));
    await store.delete(hash);
    expect(await store.exists(hash)).toBe(false);
    expect(() => store.read("../../etc/passwd")).toThrow(/Not a blob address/);
  });
});
