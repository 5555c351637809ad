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
  /** The largest file taken, in bytes (each file, when several are taken). */
  maxBytes: number;
  tooLarge: () => AppError;
  /** Throws (an AppError) to refuse a file by its name before a byte of it is stored. */
  checkName?: (name: string) => void;
}

/** Room for the multipart framing and the few small fields beside the file in a declared Content-Length. */
const FRAMING_BYTES = 1024 * 1024;
/** One file and a handful of short fields (knowledge_base_id): anything more is not a Folio upload. */
const LIMITS = { files: 1, fields: 10, fieldSize: 1000, parts: 12 };

/** Several files (the PDF tools): the parts that may hold one, how many, and the longest field (a JSON `options`). */
export interface ManyFilesRules extends UploadRules {
  fileFields: string[];
  maxFiles: number;
  maxFieldBytes: number;
  /** Refuses a file past `maxFiles` (the default names the limit). */
  tooMany: () => AppError;
}

const refused = (detail: string) => new AppError("bad_request", detail);
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
  const { files, fields } = await receiveUploads(request, store, { ...rules, fileFields: ["file"], maxFiles: 1, maxFieldBytes: LIMITS.fieldSize, tooMany: tooManyParts });
  const file = files[0] as Omit<ReceivedFile, "fields">;
  return { ...file, fields };
}

/**
 * Several files in one multipart body (the PDF tools' `files`), each streamed and bounded as
 * receiveUpload's one file is, in the order they were sent; any refusal discards every file stored.
 */
/**
 * Several files in one multipart body (the PDF tools' `files`), each streamed and bounded as
 * receiveUpload's one file is, in the order they were sent; any refusal discards every file stored.
 */
export async function receiveUploads(
  request: Request,
  store: { db: Kysely<Database>; blobs: BlobStore },
  rules: ManyFilesRules,
): Promise<{ files: Omit<ReceivedFile, "fields">[]; fields: Record<string, string> }> {
  const contentType = request.headers.get("content-type") ?? "";
  const firstField = rules.fileFields[0] ?? "file";
  const notMultipart = () => refused(`Send the file as multipart form data in the field \`${firstField}\`.`);
  if (!contentType.toLowerCase().startsWith("multipart/form-data") || !request.body) throw notMultipart();
  // A declared size far over the limit is refused before reading a byte.
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > rules.maxBytes * rules.maxFiles + FRAMING_BYTES) throw rules.tooLarge();
  let parser: busboy.Busboy;
  try {
    // File names are UTF-8 as browsers send them (busboy reads them as latin1 otherwise); an RFC
    // 5987 filename* carries its own charset.
    const limits = { files: rules.maxFiles, fields: LIMITS.fields, fieldSize: rules.maxFieldBytes, parts: rules.maxFiles + LIMITS.parts - 1 };
    parser = busboy({ headers: { "content-type": contentType }, defParamCharset: "utf8", limits });
  } catch {
    throw notMultipart();
  }
  const body = Readable.fromWeb(request.body as WebReadableStream);
  const fields: Record<string, string> = {};

  return new Promise((resolve, reject) => {
    let settled = false;
    const stored: Promise<Omit<ReceivedFile, "fields">>[] = [];

    const fail = (err: unknown) => {
      if (settled) return;
      settled = true;
      // Destroying the parser ends the file stream with an error, so the blob store's write stops,
      // closes its file and removes it. The rest of the body is read and dropped, so the client
      // sees the answer rather than a reset connection.
      body.unpipe(parser);
      parser.destroy();
      body.resume();
      const discarded = Promise.allSettled(stored).then((files) =>
        deleteUnreferenced(
          store.db,
          store.blobs,
          files.flatMap((f) => (f.status === "fulfilled" ? [f.value.blob.hash] : [])),
        ),
      );
      discarded.then(
        () => reject(err),
        () => reject(err),
      );
    };
    const succeed = (files: Omit<ReceivedFile, "fields">[]) => {
      if (settled) return;
      settled = true;
      resolve({ files, fields });
    };

    body.on("error", () => fail(interrupted()));
    parser.on("error", () => fail(truncated()));
    parser.on("filesLimit", () => fail(rules.tooMany()));
    for (const limit of ["partsLimit", "fieldsLimit"] as const) parser.on(limit, () => fail(tooManyParts()));
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
      if (!rules.fileFields.includes(name)) return fail(notMultipart());
      const fileName = (info.filename ?? "").normalize("NFC").slice(0, 255);
      try {
        rules.checkName?.(fileName);
      } catch (err) {
        return fail(err);
      }
      const file = keepHead(stream);
      const one = store.blobs.put(file.chunks, { maxBytes: rules.maxBytes }).then((blob) => ({ fileName, blob, head: file.head() }));
      stored.push(one);
      one.catch((err: unknown) => fail(err instanceof BlobTooLargeError ? rules.tooLarge() : err));
    });
    parser.on("close", () => {
      if (stored.length === 0) fail(refused(`Choose a file to upload (multipart field \`${firstField}\`).`));
      else Promise.all(stored).then(succeed, () => {});
    });
    body.pipe(parser);
  });
}
