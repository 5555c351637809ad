import { describe, expect, it } from "vitest";
import type { Hit } from "./hit.ts";
import { buildLexicalIndex, loadLexicalIndex, type IndexChunk } from "./lexical-index.ts";
import type { ChunkText } from "./passages.ts";
import { retrieve } from "./retrieve.ts";

const CHUNKS: IndexChunk[] = [
  { id: "a", unit: 7, ordinal: 0, text: "The inspection of the reactor found the coolant flow nominal." },
  { id: "b", unit: 7, ordinal: 1, text: "The coolant pumps of the reactor were replaced in the same inspection." },
  { id: "c", unit: 8, ordinal: 2, text: "Staff training is planned for the autumn." },
];
const TEXTS = new Map<string, ChunkText>(CHUNKS.map((c) => [c.id, { docId: "report", chunkId: c.id, unit: c.unit, ordinal: c.ordinal, text: c.text }]));
const indexes = [{ docId: "report", index: loadLexicalIndex(buildLexicalIndex(CHUNKS)) }];
const chunkTexts = async () => (_d: string, id: string) => TEXTS.get(id);

describe("retrieve", () => {
  it("returns passages from lexical ranking alone, neighbours of one page merged", async () => {
    const passages = await retrieve({ query: "reactor coolant inspection", indexes, topK: 10, chunkTexts });
    expect(passages).toHaveLength(1);
    expect(passages[0]).toMatchObject({ docId: "report", unit: 7, chunkIds: ["a", "b"] });
  });

  it("uses the lexical ranking alone when the semantic one is empty (no embedder, no vectors, embedder down)", async () => {
    const passages = await retrieve({ query: "reactor coolant inspection", indexes, topK: 10, semantic: async () => [], chunkTexts });
    expect(passages.map((p) => p.chunkIds)).toEqual([["a", "b"]]);
  });

  it("fuses the semantic ranking with the lexical one, asking it as deep as the lexical search", async () => {
    const depths: number[] = [];
    const semantic = async (depth: number): Promise<Hit[]> => {
      depths.push(depth);
      return [{ docId: "report", chunkId: "c", unit: 8, ordinal: 2, score: 0.9 }];
    };
    const passages = await retrieve({ query: "reactor coolant inspection", indexes, topK: 12, semantic, chunkTexts });
    expect(depths).toEqual([60]);
    expect(passages.map((p) => p.chunkIds)).toEqual([["a", "b"], ["c"]]);
  });

  it("reads no chunk text when nothing matches", async () => {
    let reads = 0;
    const counted = async () => {
      reads++;
      return chunkTexts();
    };
    expect(await retrieve({ query: "volcano", indexes, topK: 10, semantic: async () => [], chunkTexts: counted })).toEqual([]);
    expect(reads).toBe(0);
  });
});
