import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * The folder of Node's compile cache (`NODE_COMPILE_CACHE`) for the parsing children. A child
 * compiles the parsers' modules when it starts: ~390 ms of loading (~180 ms of CPU) without the
 * cache, ~70 ms with it, measured on the 2-core machine (decision 49). Every new child pays it: the
 * first upload after a start, and again after a child's idle exit, its share of jobs or a crash.
 *
 * A folder of this user's only: a cache someone else could write to would be code this process
 * runs. Undefined (no cache, children start as before) when such a folder cannot be had.
 */
export function compileCacheDir(base: string = os.tmpdir()): string | undefined {
  const uid = process.getuid?.();
  if (uid === undefined) return undefined;
  const dir = path.join(base, `folio-compile-cache-${uid}`);
  try {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const stat = fs.lstatSync(dir);
    return stat.isDirectory() && stat.uid === uid && (stat.mode & 0o077) === 0 ? dir : undefined;
  } catch {
    return undefined;
  }
}
