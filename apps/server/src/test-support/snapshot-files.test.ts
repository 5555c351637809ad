import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeOtherSnapshots, snapshotFile } from "./snapshot-files.ts";

describe("test database snapshot files", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "folio-snapshot-files-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const touch = (name: string) => fs.writeFileSync(path.join(dir, name), "x");

  it("removes the variant's snapshots of other keys only, keeping the current one, the other variant's, half-written files and unrelated files", () => {
    const current = snapshotFile(dir, "migrated", "new0000000000000");
    touch(path.basename(current));
    touch(path.basename(snapshotFile(dir, "migrated", "old0000000000000")));
    touch(path.basename(snapshotFile(dir, "migrated", "older00000000000")));
    touch(path.basename(snapshotFile(dir, "empty", "old0000000000000")));
    touch(`${path.basename(snapshotFile(dir, "migrated", "other00000000000"))}.1234.abcd`);
    touch("folio-test-pglite-migrated-notes.txt");
    removeOtherSnapshots(dir, "migrated", "new0000000000000");
    expect(fs.readdirSync(dir).sort()).toEqual(
      [path.basename(current), "folio-test-pglite-empty-old0000000000000.tar", "folio-test-pglite-migrated-notes.txt", "folio-test-pglite-migrated-other00000000000.tar.1234.abcd"].sort(),
    );
  });

  it("is no error when the current file is the only one, or when there is none yet", () => {
    removeOtherSnapshots(dir, "empty", "k");
    touch(path.basename(snapshotFile(dir, "empty", "k")));
    removeOtherSnapshots(dir, "empty", "k");
    expect(fs.readdirSync(dir)).toEqual(["folio-test-pglite-empty-k.tar"]);
  });
});
