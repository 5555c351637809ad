import type yauzl from "yauzl";
import { damaged, IngestError, passwordProtected } from "./ingest-error.ts";
import { LIMITS } from "./limits.ts";
import { openZip } from "./zip-open.ts";

export interface GuardedZip {
  /** Every file entry's name, in archive order. */
  names: string[];
  /** The inflated bytes of the entries the caller asked to keep. */
  files: Map<string, Buffer>;
}

const MB = 1024 * 1024;

export interface ZipLimits {
  maxEntries: number;
  maxEntryBytes: number;
  maxTotalBytes: number;
  maxRatio: number;
  ratioFloorBytes: number;
}

const archiveTooLarge = (limits: ZipLimits) =>
  new IngestError("archive_too_large", `This file unpacks to more than ${Math.round(limits.maxTotalBytes / MB)} MB, which is more than Folio reads`);

const entryTooLarge = (limits: ZipLimits) =>
  new IngestError("archive_too_large", `A part of this file unpacks to more than ${Math.round(limits.maxEntryBytes / MB)} MB, which is more than Folio reads`);

const tooManyEntries = (limits: ZipLimits) =>
  new IngestError("archive_too_many_entries", `This file contains more than ${limits.maxEntries.toLocaleString("en-US")} parts, which is more than Folio reads`);

const suspiciousRatio = () => new IngestError("archive_too_large", "This file looks like a zip bomb (it unpacks to far more than its size), so it was not read");

/**
 * Reads a ZIP (PPTX, EPUB) entry by entry, inflating every byte through a counter, so a bomb is
 * stopped at the cap however small its headers claim to be (yauzl's `validateEntrySizes` also
 * fails an entry that inflates past its declared size). Only the entries `keep` selects are held
 * in memory; nothing is written anywhere, so an entry's name can never pick a path on disk.
 */
export async function readZipGuarded(path: string, keep: (name: string) => boolean, signal?: AbortSignal, limits: ZipLimits = LIMITS.zip): Promise<GuardedZip> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(path, { lazyEntries: true, validateEntrySizes: true, decodeStrings: true, strictFileNames: false, autoClose: true });
  } catch (err) {
    throw damaged("it is not a readable zip archive", errText(err));
  }
  try {
    if (zip.entryCount > limits.maxEntries) throw tooManyEntries(limits);
    const names: string[] = [];
    const files = new Map<string, Buffer>();
    let total = 0;
    let count = 0;
    for await (const entry of zip.eachEntry()) {
      signal?.throwIfAborted();
      if (++count > limits.maxEntries) throw tooManyEntries(limits);
      if (entry.fileName.endsWith("/")) continue;
      if (entry.isEncrypted()) throw passwordProtected();
      if (!entry.canDecodeFileData()) throw damaged("it uses a compression method Folio cannot read", entry.fileName);
      names.push(entry.fileName);
      const wanted = keep(entry.fileName) && !files.has(entry.fileName);
      const chunks: Buffer[] = [];
      let entryBytes = 0;
      const stream = await zip.openReadStreamPromise(entry);
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          entryBytes += chunk.length;
          total += chunk.length;
          if (entryBytes > limits.maxEntryBytes) throw entryTooLarge(limits);
          if (total > limits.maxTotalBytes) throw archiveTooLarge(limits);
          if (entryBytes > limits.ratioFloorBytes && entryBytes / Math.max(1, entry.compressedSize) > limits.maxRatio) throw suspiciousRatio();
          if (wanted) chunks.push(chunk);
        }
      } finally {
        stream.destroy();
      }
      if (wanted) files.set(entry.fileName, Buffer.concat(chunks));
    }
    return { names, files };
  } catch (err) {
    if (err instanceof IngestError || (err instanceof Error && err.name === "AbortError")) throw err;
    const text = errText(err);
    if (/too many bytes|too few bytes|expected \d+ bytes|size/i.test(text)) throw damaged("a part's real size does not match the size its header declares", text);
    throw damaged("its zip archive is broken", text);
  } finally {
    zip.close();
  }
}

function errText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
