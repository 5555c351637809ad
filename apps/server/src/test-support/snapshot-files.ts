import fs from "node:fs";
import path from "node:path";

export type SnapshotVariant = "empty" | "migrated";

const PREFIX = "folio-test-pglite-";
const EXTENSION = ".tar";

/** The file holding the embedded database snapshot of this variant and key, in `dir`. */
export function snapshotFile(dir: string, variant: SnapshotVariant, key: string): string {
  return path.join(dir, `${PREFIX}${variant}-${key}${EXTENSION}`);
}

/**
 * Deletes the variant's snapshots of other keys (made before the migrations or PGlite changed, about
 * 40 MB each and never read again). The current key's file is kept: another test process may be
 * reading it. A file another process deleted first is no error.
 */
export function removeOtherSnapshots(dir: string, variant: SnapshotVariant, key: string): void {
  const keep = path.basename(snapshotFile(dir, variant, key));
  const prefix = `${PREFIX}${variant}-`;
  for (const name of fs.readdirSync(dir)) {
    // Half-written files (a suffix after .tar) belong to a process still writing them.
    if (!name.startsWith(prefix) || !name.endsWith(EXTENSION) || name === keep) continue;
    try {
      fs.unlinkSync(path.join(dir, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
}
