import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { LocalBlobStore } from "./local-blob-store.ts";
import { BlobTooLargeError } from "./blob-store.ts";
import { ownedTempName } from "./temp-owner.ts";
import { describeBlobStore } from "../../test-support/blob-store-suite.ts";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "folio-blobs-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const store = new LocalBlobStore(root);

describeBlobStore("LocalBlobStore", () => store);

describe("LocalBlobStore on disk", () => {
  it("keeps a blob at root/ab/abcdef…", async () => {
    const { hash } = await store.putBytes(Buffer.from("hello world"));
    expect(await store.localPath(hash)).toBe(path.join(root, "b9", hash));
  });

  it("leaves no temporary file behind a refused write", async () => {
    await expect(store.put(Readable.from([Buffer.alloc(10), Buffer.alloc(10)]), { maxBytes: 15 })).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(fs.readdirSync(path.join(root, "tmp"))).toEqual([]);
  });

  it("removes temporary files last written longer ago than asked, and keeps fresh ones", async () => {
    const tmp = path.join(root, "tmp");
    const hourAgo = new Date(Date.now() - 61 * 60 * 1000);
    fs.writeFileSync(path.join(tmp, "left-by-a-crash"), "partial");
    fs.utimesSync(path.join(tmp, "left-by-a-crash"), hourAgo, hourAgo);
    fs.writeFileSync(path.join(tmp, "upload-in-progress"), "partial");
    expect(await store.removeStaleTemporaryFiles(60 * 60 * 1000)).toBe(1);
    expect(fs.readdirSync(tmp)).toEqual(["upload-in-progress"]);
    fs.rmSync(path.join(tmp, "upload-in-progress"));
  });

  it("removes at once the temporary files of a process that has ended, and keeps this process's", async () => {
    const tmp = path.join(root, "tmp");
    const ended = spawnSync(process.execPath, ["-e", ""]).pid!;
    fs.writeFileSync(path.join(tmp, `${ended}-1700000000000.cut-upload`), "partial");
    fs.writeFileSync(path.join(tmp, `${process.pid}-1700000000000.before-a-restart`), "partial");
    fs.writeFileSync(path.join(tmp, ownedTempName("writing-now")), "partial");
    expect(await store.removeStaleTemporaryFiles(60 * 60 * 1000)).toBe(2);
    expect(fs.readdirSync(tmp)).toEqual([ownedTempName("writing-now")]);
    fs.rmSync(path.join(tmp, ownedTempName("writing-now")));
  });

  it("removes blobs untouched for the given age when used as a cache, and keeps touched ones", async () => {
    const cache = new LocalBlobStore(fs.mkdtempSync(path.join(root, "cache-")));
    const old = await cache.putBytes(Buffer.from("old"));
    const used = await cache.putBytes(Buffer.from("used"));
    const hourAgo = new Date(Date.now() - 61 * 60 * 1000);
    for (const h of [old.hash, used.hash]) fs.utimesSync(await cache.localPath(h), hourAgo, hourAgo);
    await cache.touch(used.hash);
    expect(await cache.removeUntouched(60 * 60 * 1000)).toBe(1);
    expect(await cache.exists(old.hash)).toBe(false);
    expect(await cache.exists(used.hash)).toBe(true);
  });
});
