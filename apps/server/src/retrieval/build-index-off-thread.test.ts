import { describe, expect, it } from "vitest";
import { buildLexicalIndexOffThread, prewarmLexicalIndexThread } from "./build-index-off-thread.ts";
import { buildLexicalIndex, type IndexChunk } from "./lexical-index.ts";

const chunks: IndexChunk[] = Array.from({ length: 30 }, (_, i) => ({ id: `d:${i}`, unit: i + 1, ordinal: 0, text: `Page ${i + 1} of the minutes: the budget, the staffing plan and room ${100 + i}.`, title: "minutes.pdf" }));

describe("the lexical index thread", () => {
  it("started ahead of time, builds the index the process itself would, as often as asked", async () => {
    prewarmLexicalIndexThread();
    // Asked again while it is up: the same thread stays.
    prewarmLexicalIndexThread();
    const expected = buildLexicalIndex(chunks);
    expect(await buildLexicalIndexOffThread(chunks)).toEqual(expected);
    expect(await buildLexicalIndexOffThread(chunks)).toEqual(expected);
  });
});
