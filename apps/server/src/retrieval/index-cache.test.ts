import { describe, expect, it } from "vitest";
import { IndexCache } from "./index-cache.ts";
import { buildLexicalIndex, loadLexicalIndex } from "./lexical-index.ts";

const blob = (word: string) => buildLexicalIndex([{ id: "c", unit: 1, ordinal: 0, text: `${word} `.repeat(50) }]);

describe("IndexCache", () => {
  it("keeps the most recently used indexes within its byte budget", async () => {
    const size = loadLexicalIndex(blob("alpha")).byteLength; // the bytes plus the term table
    const cache = new IndexCache({ maxBytes: size * 2 + 10 });
    let loads = 0;
    const load = (w: string) => async () => {
      loads++;
      return blob(w);
    };
    await cache.get("a", load("alpha"));
    await cache.get("b", load("bravo"));
    await cache.get("a", load("alpha")); // a is now the most recent
    await cache.get("c", load("charl")); // evicts b, the least recent
    expect(cache.stats()).toEqual({ entries: 2, bytes: size * 2 });
    expect(loads).toBe(3);
    await cache.get("a", load("alpha"));
    expect(loads).toBe(3);
    await cache.get("b", load("bravo"));
    expect(loads).toBe(4);
  });

  it("peeks at a loaded index without loading one, and counts the peek as a use", async () => {
    const size = loadLexicalIndex(blob("alpha")).byteLength;
    const cache = new IndexCache({ maxBytes: size * 2 + 10 });
    expect(cache.peek("a")).toBeUndefined();
    const a = await cache.get("a", async () => blob("alpha"));
    await cache.get("b", async () => blob("bravo"));
    expect(cache.peek("a")).toBe(a); // a is now the most recent
    await cache.get("c", async () => blob("charl")); // evicts b
    expect([cache.peek("a"), cache.peek("b")]).toEqual([a, undefined]);
  });

  it("shares one load between concurrent requests and forgets evicted documents", async () => {
    const cache = new IndexCache({ maxBytes: 1 << 20 });
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 5));
      return blob("alpha");
    };
    const [x, y] = await Promise.all([cache.get("a", load), cache.get("a", load)]);
    expect(x).toBe(y);
    expect(loads).toBe(1);
    cache.evict("a");
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
    await cache.get("a", load);
    expect(loads).toBe(2);
  });

  it("does not keep an index evicted while it was loading, nor one larger than the budget", async () => {
    const cache = new IndexCache({ maxBytes: 1 << 20 });
    const pending = cache.get("a", async () => blob("alpha"));
    cache.evict("a");
    await pending;
    expect(cache.stats().entries).toBe(0);
    const tiny = new IndexCache({ maxBytes: 10 });
    expect((await tiny.get("a", async () => blob("alpha"))).nChunks).toBe(1);
    expect(tiny.stats()).toEqual({ entries: 0, bytes: 0 });
  });
});
