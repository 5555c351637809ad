import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { BlobStore, StoredBlob } from "../blobs/blob-store.ts";
import { BlobTooLargeError } from "../blobs/blob-store.ts";
import { deleteUnreferenced } from "../blobs/blob-refs.ts";
import { keepHead } from "../blobs/stream-head.ts";
import { AppError } from "../errors.ts";

export interface ReceivedFile {
  fileName: string;
  blob: StoredBlob;
  /** The first bytes, for recognising the format by content. */
  head: Uint8Array;
  fields: Record<string, string>;
}

export interface UploadRules {
  /** The largest file taken, in bytes. */
  maxBytes: number;
  tooLarge: () => AppError;
  /** Throws (an AppError) to refuse a file by its name before a byte of it is stored. */
  checkName?: (name: string) => void;
}

/** Room for the multipart framing and the few small fields beside the file in a declared Content-Length. */
const FRAMING_BYTES = 1024 * 1024;
/** One file and a handful of short fields (knowledge_base_id): anything more is not a Folio upload. */
const LIMITS = { files: 1, fields: 10, fieldSize: 1000, parts: 12 };

const refused = (detail: string) => new AppError("bad_request", detail);
const notMultipart = () => refused("Send the file as multipart form data in the field `file`.");
const truncated = () => refused("The upload ended before it was complete, or is not valid multipart form data. Please try again.");
const interrupted = () => refused("The upload was interrupted before it was complete. Please try again.");
const tooManyParts = () => refused("Send one file in the multipart field `file`, with at most a few short fields beside it.");

/**
 * The one way a multipart upload is read. The file is streamed straight into the blob store,
 * hashed as it goes (never held whole in memory), and storing stops as soon as it passes
 * `maxBytes` or its name is refused.
 *
 * Whatever goes wrong (the body ends before its closing boundary, the client goes away, a limit is
 * passed, the disk fails) ends in one place that stops the parser, waits until the blob store has
 * closed and removed its temporary file, discards a file already stored, and rejects with an
 * AppError for the client's faults. Every stream involved keeps an error listener for its whole
 * life: an unheard 'error' event would stop the process.
 */
export async function receiveUpload(request: Request, store: { db: Kysely<Database>; blobs: BlobStore }, rules: UploadRules): Promise<ReceivedFile> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data") || !request.body) throw notMultipart();
  // A declared size far over the limit is refused before reading a byte.
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > rules.maxBytes + FRAMING_BYTES) throw rules.tooLarge();
  let parser: busboy.Busboy;
  try {
    // File names are UTF-8 as browsers send them (busboy reads them as latin1 otherwise); an RFC
    // 5987 filename* carries its own charset.
    parser = busboy({ headers: { "content-type": contentType }, defParamCharset: "utf8", limits: LIMITS });
  } catch {
    throw notMultipart();
  }
  const body = Readable.fromWeb(request.body as WebReadableStream);
  const fields: Record<string, string> = {};

  return new Promise<ReceivedFile>((resolve, reject) => {
    let settled = false;
    let stored: Promise<Omit<ReceivedFile, "fields">> | null = null;

    const fail = (err: unknown) => {
      if (settled) return;
      settled = true;
      // Destroying the parser ends the file stream with an error, so the blob store's write stops,
      // closes its file and removes it. The rest of the body is read and dropped, so the client
      // sees the answer rather than a reset connection.
      body.unpipe(parser);
      parser.destroy();
      body.resume();
      const discarded = stored ? stored.then((file) => deleteUnreferenced(store.db, store.blobs, [file.blob.hash]), () => {}) : Promise.resolve();
      discarded.then(
        () => reject(err),
        () => reject(err),
      );
    };
    const succeed = (file: Omit<ReceivedFile, "fields">) => {
      if (settled) return;
      settled = true;
      resolve({ ...file, fields });
    };

    body.on("error", () => fail(interrupted()));
    parser.on("error", () => fail(truncated()));
    for (const limit of ["partsLimit", "filesLimit", "fieldsLimit"] as const) parser.on(limit, () => fail(tooManyParts()));
    parser.on("field", (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) fail(tooManyParts());
      else fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      // The stream's errors are answered elsewhere: busboy ends it with an error after the parser's
      // own error (a body that stops early), and the blob store's read of it ends it when it stops
      // storing (too large). Unheard, the error would stop the process.
      stream.on("error", () => {});
      // Busboy finishes parsing the chunk at hand after a refusal destroyed it: drop what follows.
      if (settled) {
        stream.resume();
        return;
      }
      if (name !== "file") return fail(notMultipart());
      const fileName = (info.filename ?? "").normalize("NFC").slice(0, 255);
      try {
        rules.checkName?.(fileName);
      } catch (err) {
        return fail(err);
      }
      const file = keepHead(stream);
      stored = store.blobs.put(file.chunks, { maxBytes: rules.maxBytes }).then((blob) => ({ fileName, blob, head: file.head() }));
      stored.catch((err: unknown) => fail(err instanceof BlobTooLargeError ? rules.tooLarge() : err));
    });
    parser.on("close", () => {
      if (!stored) fail(refused("Choose a file to upload (multipart field `file`)."));
      else stored.then(succeed, () => {});
    });
    body.pipe(parser);
  });
}
