import fs from "node:fs";
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { BLOB_HASH_RE, type BlobStore, type StoredBlob } from "../../platform/blobs/blob-store.ts";
import { LocalBlobStore } from "../../platform/blobs/local-blob-store.ts";
import type { StorageConfig } from "../../platform/config.ts";

export type S3StorageConfig = Extract<StorageConfig, { kind: "s3" }>;

/** Parts of a multipart upload: S3's minimum; at most QUEUE_SIZE of them are in memory at once. */
const PART_BYTES = 8 * 1024 * 1024;
const QUEUE_SIZE = 4;
/** A connection not made in this time, or a transfer silent this long, fails (and is retried by the SDK). */
const CONNECT_TIMEOUT_MS = 5_000;
const IDLE_TIMEOUT_MS = 60_000;
const READY_TIMEOUT_MS = 5_000;

/** The client for the configured bucket; checksums only where the API requires them (s3rver, MinIO and older stores reject the newer defaults). */
export function createS3Client(c: S3StorageConfig): S3Client {
  const config: S3ClientConfig = {
    region: c.region ?? "us-east-1",
    endpoint: c.endpoint,
    forcePathStyle: c.forcePathStyle,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // Without limits a store that stops answering hangs the start, the readiness probe and every
    // request waiting on it. No limit on the whole request: a large file may stream for minutes.
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, socketTimeout: IDLE_TIMEOUT_MS },
  };
  if (c.accessKeyId && c.secretAccessKey) config.credentials = { accessKeyId: c.accessKeyId, secretAccessKey: c.secretAccessKey };
  return new S3Client(config);
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NotFound" || e.name === "NoSuchKey" || e.$metadata?.httpStatusCode === 404;
}

/**
 * Blobs in an S3-compatible bucket under `prefix/ab/abcdef…`, the local store's layout. A write
 * streams to a local temporary file while it is hashed (the address is known only at the end),
 * then goes up as a multipart upload unless the bucket already has it. The local copy stays as a
 * cache for the tools that need a file (`localPath`) and goes once untouched for the sweep's age.
 */
export class S3BlobStore implements BlobStore {
  private readonly prefix: string;

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    prefix: string,
    private readonly cache: LocalBlobStore,
    /** false: a written blob's local copy goes once uploaded (bulk copies, which would fill the disk). */
    private readonly keepWrittenCopies = true,
  ) {
    this.prefix = prefix ? `${prefix}/` : "";
  }

  static fromConfig(c: S3StorageConfig, cacheDir: string, opts: { keepWrittenCopies?: boolean } = {}): S3BlobStore {
    return new S3BlobStore(createS3Client(c), c.bucket, c.prefix, new LocalBlobStore(cacheDir), opts.keepWrittenCopies);
  }

  private keyOf(hash: string): string {
    if (!BLOB_HASH_RE.test(hash)) throw new Error(`Not a blob address: ${hash}`);
    return `${this.prefix}${hash.slice(0, 2)}/${hash}`;
  }

  async put(content: Readable | AsyncIterable<Uint8Array> | Iterable<Uint8Array>, opts: { maxBytes?: number } = {}): Promise<StoredBlob> {
    const stored = await this.cache.put(content, opts);
    try {
      if (!(await this.exists(stored.hash))) await this.upload(stored.hash, await this.cache.localPath(stored.hash));
    } finally {
      if (!this.keepWrittenCopies) await this.cache.delete(stored.hash);
    }
    return stored;
  }

  putBytes(bytes: Uint8Array): Promise<StoredBlob> {
    return this.put([bytes]);
  }

  private async upload(hash: string, file: string): Promise<void> {
    const body = fs.createReadStream(file);
    try {
      await new Upload({
        client: this.client,
        params: { Bucket: this.bucket, Key: this.keyOf(hash), Body: body },
        partSize: PART_BYTES,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      }).done();
    } finally {
      body.destroy();
    }
  }

  read(hash: string): Readable {
    const key = this.keyOf(hash);
    const client = this.client;
    const bucket = this.bucket;
    async function* body(): AsyncGenerator<Uint8Array> {
      const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      if (!res.Body) throw new Error(`Blob ${hash} has no content`);
      yield* res.Body as Readable;
    }
    return Readable.from(body(), { objectMode: false });
  }

  async readBytes(hash: string): Promise<Buffer> {
    const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.keyOf(hash) }));
    if (!res.Body) throw new Error(`Blob ${hash} has no content`);
    return Buffer.from(await res.Body.transformToByteArray());
  }

  /** The cached copy, fetched first if this process has none (and checked against its address). */
  async localPath(hash: string): Promise<string> {
    this.keyOf(hash);
    if (await this.cache.exists(hash)) {
      await this.cache.touch(hash);
      return this.cache.localPath(hash);
    }
    const fetched = await this.cache.put(this.read(hash));
    if (fetched.hash !== hash) {
      await this.cache.delete(fetched.hash);
      throw new Error(`Blob ${hash} in the bucket does not match its address (its content hashes to ${fetched.hash})`);
    }
    return this.cache.localPath(hash);
  }

  async exists(hash: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.keyOf(hash) }));
      return true;
    } catch (err) {
      if (isNotFound(err)) return false;
      throw err;
    }
  }

  async delete(hash: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.keyOf(hash) }));
    await this.cache.delete(hash);
  }

  async *list(): AsyncGenerator<string> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix, ContinuationToken: token }));
      for (const item of page.Contents ?? []) {
        const rest = item.Key?.slice(this.prefix.length) ?? "";
        const hash = rest.slice(3);
        if (rest.length === 67 && rest[2] === "/" && BLOB_HASH_RE.test(hash) && rest.startsWith(hash.slice(0, 2))) yield hash;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async ready(): Promise<void> {
    try {
      // A probe answers in seconds or the store counts as not ready (a silent server takes no minute here).
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), { abortSignal: AbortSignal.timeout(READY_TIMEOUT_MS) });
    } catch (err) {
      const e = err as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
      if (e.name === "AbortError" || e.name === "TimeoutError") throw new Error(`The bucket ${this.bucket} cannot be reached: no answer within ${READY_TIMEOUT_MS / 1000} s`, { cause: err });
      const status = e.$metadata?.httpStatusCode;
      throw new Error(`The bucket ${this.bucket} cannot be reached${status ? ` (HTTP ${status}${status === 404 ? ": no such bucket" : status === 403 ? ": access denied" : ""})` : `: ${e.message ?? e.name}`}`, { cause: err });
    }
  }

  /** Interrupted local writes, and cached copies untouched as long. Parts of multipart uploads a killed process left are the bucket's lifecycle rule's (docs/deploy.md). */
  async removeStaleTemporaryFiles(maxAgeMs: number): Promise<number> {
    return (await this.cache.removeStaleTemporaryFiles(maxAgeMs)) + (await this.cache.removeUntouched(maxAgeMs));
  }
}
