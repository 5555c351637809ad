import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text the browser loads on every page: the hashed scripts, styles and images under /assets/. */
const PRECOMPRESSED = /\.(?:m?js|css|svg)$/;
/** Below this a compressed copy saves less than a packet; the server's threshold is the same. */
const MIN_BYTES = 1024;

export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && PRECOMPRESSED.test(e.name)).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Write `<file>.br` (Brotli, its best quality) and `<file>.gz` (gzip, level 9) beside every script,
 * style and SVG of a build folder, so the server sends these files as they are instead of
 * compressing each response again (docs/decisions/0053): no compression work per request, and
 * Brotli's best quality, too slow for a response, makes them about a third smaller than gzip.
 * The copies run on libuv's thread pool, several at once.
 */
export async function precompress(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const compressOne = async (file: string) => {
    const raw = await fs.readFile(file);
    if (raw.length < MIN_BYTES) return;
    const [br, gz] = await Promise.all([
      brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
      gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
    result.files += 1;
    result.bytes += raw.length;
    result.brotliBytes += br.length;
    result.gzipBytes += gz.length;
  };
  await Promise.all((await filesUnder(dir)).map(compressOne));
  return result;
}
