import fs from "node:fs";
import os from "node:os";
import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password.ts";

describe("password hashing", () => {
  it("hashes with argon2id and verifies only the same password", async () => {
    const stored = await hashPassword("long enough");
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored, "long enough")).toBe(true);
    expect(await verifyPassword(stored, "long enougH")).toBe(false);
    expect(await verifyPassword("not a hash", "long enough")).toBe(false);
  });

  // Issue 16, defect 9: 100 registrations at once queued 100 hashes on libuv's four threads, and
  // every file read or write of the server waited behind all of them (the pool is first in, first out).
  it("leaves libuv's thread pool free for file work while many hashes wait", async () => {
    const hashes = 24;
    let finished = 0;
    const all = Promise.all(Array.from({ length: hashes }, (_, i) => hashPassword(`password ${i}`).then(() => finished++)));
    // Queued behind the hashes: a stat runs once a pool thread is free.
    await fs.promises.stat(os.tmpdir());
    const finishedBeforeStat = finished;
    await all;
    // Unbounded, the stat waited until at least hashes - 4 had finished; now only the two running may finish first.
    expect(finishedBeforeStat).toBeLessThanOrEqual(2);
  });
});
