import { describe, expect, it } from "vitest";
import { findUnits, stepMatch } from "./find";

describe("find in a document", () => {
  const units = ["Intro to the budget", "Nothing here", "The BUDGET\nfor 2026", "budg et split"];
  const textOf = (u: number) => Promise.resolve(units[u - 1] ?? "");

  it("lists the units holding the term, ignoring case and line breaks, and reports progress", async () => {
    const seen: number[] = [];
    expect(await findUnits("budget", units.length, textOf, new AbortController().signal, (n) => seen.push(n))).toEqual([1, 3, 4]);
    expect(await findUnits("budget for", units.length, textOf, new AbortController().signal)).toEqual([3]);
    expect(await findUnits("missing words", units.length, textOf, new AbortController().signal)).toEqual([]);
    expect(seen).toEqual([1, 2, 3, 4]);
  });

  it("stops when cancelled", async () => {
    const abort = new AbortController();
    abort.abort();
    await expect(findUnits("budget", units.length, textOf, abort.signal)).rejects.toThrow("Find was cancelled.");
  });

  it("steps to the next and previous match, wrapping around", () => {
    expect(stepMatch([2, 5, 9], 5, 1)).toBe(9);
    expect(stepMatch([2, 5, 9], 9, 1)).toBe(2);
    expect(stepMatch([2, 5, 9], 5, -1)).toBe(2);
    expect(stepMatch([2, 5, 9], 2, -1)).toBe(9);
    expect(stepMatch([2, 5, 9], 3, 1)).toBe(5);
    expect(stepMatch([], 1, 1)).toBeNull();
  });
});
