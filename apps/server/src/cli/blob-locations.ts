import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createBlobStore } from "../adapters/storage/index.ts";
import type { BlobStore } from "../platform/blobs/blob-store.ts";
import { LocalBlobStore } from "../platform/blobs/local-blob-store.ts";
import { copyBlobs, type CopyReport } from "../platform/blobs/copy-blobs.ts";
import { readStorageConfig, type Env } from "../platform/config.ts";

export class LocationError extends Error {}

/**
 * A blob store named on the command line: `s3://bucket/prefix` (with the S3_* variables of the
 * environment) or a directory holding a local store's `ab/abcdef…` files (DATA_DIR/blobs).
 * `mustExist`: a directory that is not there is a mistake (a source), not a store to create.
 */
export function openBlobLocation(location: string, env: Env, scratchDir: string, opts: { mustExist: boolean }): BlobStore {
  if (location.startsWith("s3://")) {
    return createBlobStore(readStorageConfig({ ...env, STORAGE_URL: location }), scratchDir, { keepWrittenCopies: false });
  }
  const dir = path.resolve(location);
  if (opts.mustExist && !fs.existsSync(dir)) throw new LocationError(`${location}: no such directory`);
  if (fs.existsSync(dir) && !fs.statSync(dir).isDirectory()) throw new LocationError(`${location} is not a directory`);
  return new LocalBlobStore(dir);
}

/** Copy every blob from one location to the other (resumable: what the target has is skipped), reporting progress every `every` blobs. */
export async function migrateBlobs(from: string, to: string, env: Env, say: (line: string) => void, every = 100): Promise<CopyReport> {
  if (path.resolve(from) === path.resolve(to) && !from.startsWith("s3://")) throw new LocationError("--from and --to are the same directory");
  if (from === to) throw new LocationError("--from and --to are the same store");
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "folio-blobs-migrate-"));
  try {
    const source = openBlobLocation(from, env, scratch, { mustExist: true });
    const target = openBlobLocation(to, env, scratch, { mustExist: false });
    await source.ready();
    await target.ready();
    let seen = 0;
    return await copyBlobs(source, target, (r) => {
      if (++seen % every === 0) say(`${seen} blobs: ${r.copied} copied, ${r.skipped} already there, ${r.failed.length} failed`);
    });
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
