import { describe, expect, it } from "vitest";
import { FolderContentsCache } from "./folder-contents-cache.ts";
import type { FolderRow } from "./owned-folder.ts";

const folder = (id: string, contents_version: number): FolderRow => ({ id, user_id: "u1", name: id, knowledge_base_type: "FOLDER", share_id: null, shared_at: null, created_at: new Date(0), updated_at: new Date(0), contents_version });
const docs = (...ids: string[]) => ids.map((id) => ({ id, name: `${id}.txt`, indexRefId: `ref_${id}` }));

describe("FolderContentsCache", () => {
  it("gives a folder's documents back only for the version and user they were read for, as a copy", () => {
    const cache = new FolderContentsCache(100);
    cache.set("u1", folder("kb", 3), docs("a", "b"));
    const kept = cache.get("u1", folder("kb", 3));
    expect(kept).toEqual(docs("a", "b"));
    kept?.pop();
    expect(cache.get("u1", folder("kb", 3))).toEqual(docs("a", "b"));
    expect(cache.get("u1", folder("kb", 4))).toBeUndefined();
    expect(cache.get("u2", folder("kb", 3))).toBeUndefined();
    // A caller holding an older row never replaces what a later version read.
    cache.set("u1", folder("kb", 4), docs("a"));
    cache.set("u1", folder("kb", 3), docs("a", "b"));
    expect(cache.get("u1", folder("kb", 4))).toEqual(docs("a"));
  });

  it("holds at most its budget of documents, the least recently used folders out first", () => {
    const cache = new FolderContentsCache(5);
    cache.set("u1", folder("x", 1), docs("a", "b"));
    cache.set("u1", folder("y", 1), docs("c", "d"));
    cache.get("u1", folder("x", 1)); // x is now the most recent
    cache.set("u1", folder("z", 1), docs("e", "f")); // over 5: y goes
    expect(cache.get("u1", folder("y", 1))).toBeUndefined();
    expect(cache.get("u1", folder("x", 1))).toHaveLength(2);
    cache.set("u1", folder("big", 1), docs("1", "2", "3", "4", "5", "6")); // larger than the budget: not kept
    expect(cache.get("u1", folder("big", 1))).toBeUndefined();
    expect(cache.get("u1", folder("z", 1))).toHaveLength(2);
  });
});
