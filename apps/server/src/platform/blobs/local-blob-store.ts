import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { BLOB_HASH_RE, BlobTooLargeError, type BlobStore, type StoredBlob } from "./blob-store.ts";
import { ownedTempName, writerIsGone } from "./temp-owner.ts";

const SHARD_RE = /^[0-9a-f]{2}$/;

/** Blobs on the local disk under `root/ab/abcdef…`, written to a temp file first and renamed into place. */
export class LocalBlobStore implements BlobStore {
  constructor(private readonly root: string) {
    fs.mkdirSync(path.join(root, "tmp"), { recursive: true });
  }

  private pathOf(hash: string): string {
    if (!BLOB_HASH_RE.test(hash)) throw new Error(`Not a blob address: ${hash}`);
    return path.join(this.root, hash.slice(0, 2), hash);
  }

  async put(content: Readable | AsyncIterable<Uint8Array> | Iterable<Uint8Array>, opts: { maxBytes?: number } = {}): Promise<StoredBlob> {
    const tmp = path.join(this.root, "tmp", ownedTempName(crypto.randomUUID()));
    const hasher = crypto.createHash("sha256");
    const out = await fsp.open(tmp, "w");
    let size = 0;
    try {
      for await (const chunk of content) {
        size += chunk.byteLength;
        if (opts.maxBytes !== undefined && size > opts.maxBytes) throw new BlobTooLargeError(opts.maxBytes);
        hasher.update(chunk);
        await out.write(chunk);
      }
      await out.close();
      const hash = hasher.digest("hex");
      const final = this.pathOf(hash);
      await fsp.mkdir(path.dirname(final), { recursive: true });
      await fsp.rename(tmp, final);
      return { hash, size };
    } catch (err) {
      await out.close().catch(() => {});
      await fsp.rm(tmp, { force: true });
      throw err;
    }
  }

  async putBytes(bytes: Uint8Array): Promise<StoredBlob> {
    return this.put([bytes]);
  }

  read(hash: string): Readable {
    return fs.createReadStream(this.pathOf(hash));
  }

  readBytes(hash: string): Promise<Buffer> {
    return fsp.readFile(this.pathOf(hash));
  }

  async localPath(hash: string): Promise<string> {
    return this.pathOf(hash);
  }

  async exists(hash: string): Promise<boolean> {
    return fsp.access(this.pathOf(hash)).then(
      () => true,
      () => false,
    );
  }

  async delete(hash: string): Promise<void> {
    await fsp.rm(this.pathOf(hash), { force: true });
  }

  async ready(): Promise<void> {
    await fsp.access(path.join(this.root, "tmp"), fs.constants.W_OK);
  }

  async *list(): AsyncGenerator<string> {
    for (const shard of await fsp.readdir(this.root)) {
      if (!SHARD_RE.test(shard)) continue;
      for (const name of await fsp.readdir(path.join(this.root, shard))) {
        if (BLOB_HASH_RE.test(name) && name.startsWith(shard)) yield name;
      }
    }
  }

  /**
   * Remove blobs not written or touched (`touch`) for `maxAgeMs`; for a store used as a cache of
   * another, never for the store of record. Returns how many were removed.
   */
  async removeUntouched(maxAgeMs: number): Promise<number> {
    const cutoff = Date.now() - maxAgeMs;
    let removed = 0;
    for await (const hash of this.list()) {
      const file = this.pathOf(hash);
      const stat = await fsp.stat(file).catch(() => null);
      if (!stat || stat.mtimeMs > cutoff) continue;
      await fsp.rm(file, { force: true });
      removed++;
    }
    return removed;
  }

  /** Mark a blob as used now (see `removeUntouched`). */
  async touch(hash: string): Promise<void> {
    const now = new Date();
    await fsp.utimes(this.pathOf(hash), now, now).catch(() => {});
  }

  /** Remove temporary files whose writing process has ended, or untouched for `maxAgeMs`. */
  async removeStaleTemporaryFiles(maxAgeMs: number): Promise<number> {
    const dir = path.join(this.root, "tmp");
    const cutoff = Date.now() - maxAgeMs;
    let removed = 0;
    for (const name of await fsp.readdir(dir)) {
      const file = path.join(dir, name);
      // A write that finished meanwhile has renamed or removed its file.
      const stat = await fsp.stat(file).catch(() => null);
      if (!stat?.isFile() || (stat.mtimeMs > cutoff && !writerIsGone(name))) continue;
      await fsp.rm(file, { force: true });
      removed++;
    }
    return removed;
  }
}
