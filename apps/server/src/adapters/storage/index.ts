import path from "node:path";
import type { BlobStore } from "../../platform/blobs/blob-store.ts";
import { LocalBlobStore } from "../../platform/blobs/local-blob-store.ts";
import type { StorageConfig } from "../../platform/config.ts";
import { S3BlobStore } from "./s3-blob-store.ts";

export { S3BlobStore, createS3Client, type S3StorageConfig } from "./s3-blob-store.ts";

/**
 * The configured blob store: DATA_DIR/blobs, or the bucket of STORAGE_URL with DATA_DIR/blob-cache
 * holding this process's temporary files and cached copies. `keepWrittenCopies: false` is for bulk
 * copies into a bucket (backup restore, migration), whose local copies would fill the disk.
 */
export function createBlobStore(storage: StorageConfig, dataDir: string, opts: { keepWrittenCopies?: boolean } = {}): BlobStore {
  if (storage.kind === "local") return new LocalBlobStore(path.join(dataDir, "blobs"));
  return S3BlobStore.fromConfig(storage, path.join(dataDir, "blob-cache"), opts);
}
