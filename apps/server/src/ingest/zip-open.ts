import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import type { Readable } from "node:stream";
import yauzl from "yauzl";

const EOCD_SIGNATURE = 0x06054b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;

/** Reads the archive from disk, ending where the zip really ends. */
class FileRangeReader extends yauzl.RandomAccessReader {
  private readonly path: string;
  constructor(path: string) {
    super();
    this.path = path;
  }
  override _readStreamForRange(start: number, end: number): Readable {
    return createReadStream(this.path, { start, end: end - 1 });
  }
}

/**
 * Where the zip data ends when bytes follow its end-of-central-directory record (a trailing
 * newline from a careless upload tool, as in POI's bug62513.pptx): yauzl refuses such files,
 * Office and LibreOffice open them.
 */
async function zipEnd(path: string): Promise<number | null> {
  const file = await open(path, "r");
  try {
    const { size } = await file.stat();
    const length = Math.min(size, EOCD_SIZE + MAX_COMMENT + 1024);
    const tail = Buffer.alloc(length);
    await file.read(tail, 0, length, size - length);
    for (let i = length - EOCD_SIZE; i >= 0; i--) {
      if (tail.readUInt32LE(i) !== EOCD_SIGNATURE) continue;
      const end = size - length + i + EOCD_SIZE + tail.readUInt16LE(i + 20);
      return end < size ? end : null;
    }
    return null;
  } finally {
    await file.close();
  }
}

/** yauzl's open, tolerating junk after the archive. */
export async function openZip(path: string, options: yauzl.Options): Promise<yauzl.ZipFile> {
  try {
    return await yauzl.openPromise(path, options);
  } catch (err) {
    if (!(err instanceof Error && /comment length/i.test(err.message))) throw err;
    const end = await zipEnd(path);
    if (end === null) throw err;
    return yauzl.fromRandomAccessReaderPromise(new FileRangeReader(path), end, options);
  }
}
