import crypto from "node:crypto";
import fs from "node:fs";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { BlobTooLargeError, type BlobStore } from "../platform/blobs/blob-store.ts";

/** `count` chunks of `chunkBytes` pseudo-random bytes, made as they are read, and their SHA-256. */
function generated(count: number, chunkBytes: number): { chunks: () => AsyncGenerator<Uint8Array>; hash: string; size: number } {
  const chunk = (i: number) => Buffer.alloc(chunkBytes, crypto.createHash("sha256").update(String(i)).digest());
  const hasher = crypto.createHash("sha256");
  for (let i = 0; i < count; i++) hasher.update(chunk(i));
  return {
    async *chunks() {
      for (let i = 0; i < count; i++) yield chunk(i);
    },
    hash: hasher.digest("hex"),
    size: count * chunkBytes,
  };
}

const collect = async (it: AsyncIterable<string>) => {
  const all: string[] = [];
  for await (const h of it) all.push(h);
  return all;
};

/** What every BlobStore does, run against each store (local disk, S3-compatible) by its own test file. */
export function describeBlobStore(name: string, store: () => BlobStore): void {
  describe(`${name}: the BlobStore contract`, () => {
    it("is ready", async () => {
      await expect(store().ready()).resolves.toBeUndefined();
    });

    it("stores content under its SHA-256 and reads it back as a stream, as bytes and as a local file", async () => {
      const { hash, size } = await store().put(Readable.from([Buffer.from("hello "), Buffer.from("world")]));
      expect(hash).toBe("b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9");
      expect(size).toBe(11);
      expect((await store().readBytes(hash)).toString()).toBe("hello world");
      expect((await buffer(store().read(hash))).toString()).toBe("hello world");
      expect(fs.readFileSync(await store().localPath(hash), "utf8")).toBe("hello world");
      expect(await store().exists(hash)).toBe(true);
    });

    it("stores the same bytes once, and lists every blob once", async () => {
      const a = await store().putBytes(Buffer.from("same"));
      const b = await store().putBytes(Buffer.from("same"));
      const c = await store().putBytes(Buffer.from("different"));
      expect(a.hash).toBe(b.hash);
      const listed = await collect(store().list());
      expect(listed.filter((h) => h === a.hash)).toHaveLength(1);
      expect(listed).toContain(c.hash);
    });

    it("streams a file larger than a multipart part through without changing a byte", async () => {
      const big = generated(18, 1024 * 1024);
      const stored = await store().put(big.chunks());
      expect(stored).toEqual({ hash: big.hash, size: big.size });
      const back = crypto.createHash("sha256");
      let size = 0;
      for await (const chunk of store().read(stored.hash) as AsyncIterable<Buffer>) {
        back.update(chunk);
        size += chunk.length;
      }
      expect({ hash: back.digest("hex"), size }).toEqual({ hash: big.hash, size: big.size });
    });

    it("refuses content over the limit and stores nothing", async () => {
      const before = await collect(store().list());
      await expect(store().put(Readable.from([Buffer.alloc(10, 1), Buffer.alloc(10, 1)]), { maxBytes: 15 })).rejects.toBeInstanceOf(BlobTooLargeError);
      expect(await collect(store().list())).toHaveLength(before.length);
    });

    it("deletes, answers for a missing blob, and rejects addresses that are not hashes", async () => {
      const { hash } = await store().putBytes(Buffer.from("gone"));
      await store().delete(hash);
      expect(await store().exists(hash)).toBe(false);
      expect(await collect(store().list())).not.toContain(hash);
      await expect(buffer(store().read(hash))).rejects.toThrow();
      await expect(store().delete(hash)).resolves.toBeUndefined();
      expect(() => store().read("../../etc/passwd")).toThrow(/Not a blob address/);
      await expect(store().exists("../x")).rejects.toThrow(/Not a blob address/);
    });
  });
}
