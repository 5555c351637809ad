import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import type { BlobStore, StoredBlob } from "../../platform/blobs/blob-store.ts";
import { BlobTooLargeError } from "../../platform/blobs/blob-store.ts";
import { AppError } from "../../platform/errors.ts";
import { keepHead } from "./stream-head.ts";

export interface ReceivedFile {
  fileName: string;
  blob: StoredBlob;
  /** The first bytes, for recognising the format by content. */
  head: Uint8Array;
  fields: Record<string, string>;
}

const notMultipart = () => new AppError("bad_request", "Send the file as multipart form data in the field `file`.");

/**
 * Stream one multipart file straight into the blob store, hashing as it goes: the file is never
 * held whole in memory, and storing stops as soon as it passes `maxBytes` or its name is refused.
 */
export async function receiveUpload(
  request: Request,
  blobs: BlobStore,
  opts: { maxBytes: number; checkName: (name: string) => void; tooLarge: () => AppError },
): Promise<ReceivedFile> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data") || !request.body) throw notMultipart();
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { "content-type": contentType }, limits: { files: 1, fields: 10, fieldSize: 1000, parts: 12 } });
  } catch {
    throw notMultipart();
  }
  const body = Readable.fromWeb(request.body as WebReadableStream);
  const fields: Record<string, string> = {};
  return new Promise<ReceivedFile>((resolve, reject) => {
    let stored: Promise<Omit<ReceivedFile, "fields">> | null = null;
    // A refusal answers at once; the rest of the body is read and dropped, so the client sees the
    // answer rather than a reset connection.
    const refuse = (err: unknown) => {
      body.unpipe(parser);
      body.resume();
      reject(err);
    };
    parser.on("field", (name, value) => {
      fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      if (name !== "file" || stored) {
        stream.resume();
        return;
      }
      const fileName = (info.filename ?? "").normalize("NFC").slice(0, 255);
      try {
        opts.checkName(fileName);
      } catch (err) {
        refuse(err);
        return;
      }
      const file = keepHead(stream);
      stored = blobs.put(file.chunks, { maxBytes: opts.maxBytes }).then((blob) => ({ fileName, blob, head: file.head() }));
      stored.catch((err: unknown) => refuse(err instanceof BlobTooLargeError ? opts.tooLarge() : err));
    });
    parser.on("error", () => refuse(new AppError("bad_request", "The upload was interrupted or is not valid multipart data.")));
    parser.on("close", () => {
      if (!stored) reject(new AppError("bad_request", "Choose a file to upload (multipart field `file`)."));
      else stored.then((file) => resolve({ ...file, fields }), () => {});
    });
    body.on("error", () => reject(new AppError("bad_request", "The upload was interrupted."))).pipe(parser);
  });
}
