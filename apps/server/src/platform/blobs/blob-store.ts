import type { Readable } from "node:stream";

export interface StoredBlob {
  /** SHA-256 of the content, hex: the blob's address. */
  hash: string;
  size: number;
}

export class BlobTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The content is larger than ${limit} bytes`);
    this.name = "BlobTooLargeError";
  }
}

/** A blob's address: the SHA-256 of its content, lower-case hex. */
export const BLOB_HASH_RE = /^[0-9a-f]{64}$/;

/**
 * Content-addressed storage for uploaded files and everything derived from them. Writing is
 * streamed (a file is never held whole in memory); the same bytes are stored once.
 */
export interface BlobStore {
  /** Stream content in; stops and stores nothing once more than `maxBytes` arrived. */
  put(content: Readable | AsyncIterable<Uint8Array> | Iterable<Uint8Array>, opts?: { maxBytes?: number }): Promise<StoredBlob>;
  putBytes(bytes: Uint8Array): Promise<StoredBlob>;
  read(hash: string): Readable;
  readBytes(hash: string): Promise<Buffer>;
  /** A path on the local disk holding the content, for tools that need a file (pdftotext, tesseract). */
  localPath(hash: string): Promise<string>;
  exists(hash: string): Promise<boolean>;
  delete(hash: string): Promise<void>;
  /** Every stored blob's address, in no particular order (migration between stores, backups). */
  list(): AsyncIterable<string>;
  /** Resolves when the store can be used now (readiness, start-up); rejects saying why not. */
  ready(): Promise<void>;
  /**
   * Remove temporary files of writes that never finished (a process killed mid-upload) and were
   * last written more than `maxAgeMs` ago; returns how many were removed.
   */
  removeStaleTemporaryFiles(maxAgeMs: number): Promise<number>;
}
