import { describe, expect, it } from "vitest";
import { buildLexicalIndex, loadLexicalIndex, type IndexChunk } from "./lexical-index.ts";
import type { ChunkText } from "./passages.ts";
import { retrieve } from "./retrieve.ts";

describe("retrieve without an embedder", () => {
  it("returns passages from lexical ranking alone, neighbours of one page merged", async () => {
    const chunks: IndexChunk[] = [
      { id: "a", unit: 7, ordinal: 0, text: "The inspection of the reactor found the coolant flow nominal." },
      { id: "b", unit: 7, ordinal: 1, text: "The coolant pumps of the reactor were replaced in the same inspection." },
      { id: "c", unit: 8, ordinal: 2, text: "Staff training is planned for the autumn." },
    ];
    const texts = new Map<string, ChunkText>(chunks.map((c) => [c.id, { docId: "report", chunkId: c.id, unit: c.unit, ordinal: c.ordinal, text: c.text }]));
    const passages = await retrieve({
      query: "reactor coolant inspection",
      indexes: [{ docId: "report", index: loadLexicalIndex(buildLexicalIndex(chunks)) }],
      topK: 10,
      getChunk: (_d, id) => texts.get(id),
    });
    expect(passages).toHaveLength(1);
    expect(passages[0]).toMatchObject({ docId: "report", unit: 7, chunkIds: ["a", "b"] });
  });
});
