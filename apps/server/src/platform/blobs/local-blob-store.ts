import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { BlobTooLargeError, type BlobStore, type StoredBlob } from "./blob-store.ts";

const HASH_RE = /^[0-9a-f]{64}$/;

/** Blobs on the local disk under `root/ab/abcdef…`, written to a temp file first and renamed into place. */
export class LocalBlobStore implements BlobStore {
  constructor(private readonly root: string) {
    fs.mkdirSync(path.join(root, "tmp"), { recursive: true });
  }

  private pathOf(hash: string): string {
    if (!HASH_RE.test(hash)) throw new Error(`Not a blob address: ${hash}`);
    return path.join(this.root, hash.slice(0, 2), hash);
  }

  async put(content: Readable | AsyncIterable<Uint8Array> | Iterable<Uint8Array>, opts: { maxBytes?: number } = {}): Promise<StoredBlob> {
    const tmp = path.join(this.root, "tmp", crypto.randomUUID());
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

  async removeStaleTemporaryFiles(maxAgeMs: number): Promise<number> {
    const dir = path.join(this.root, "tmp");
    const cutoff = Date.now() - maxAgeMs;
    let removed = 0;
    for (const name of await fsp.readdir(dir)) {
      const file = path.join(dir, name);
      // A write that finished meanwhile has renamed or removed its file.
      const stat = await fsp.stat(file).catch(() => null);
      if (!stat?.isFile() || stat.mtimeMs > cutoff) continue;
      await fsp.rm(file, { force: true });
      removed++;
    }
    return removed;
  }
}
