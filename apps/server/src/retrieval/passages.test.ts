import { describe, expect, it } from "vitest";
import type { Hit } from "./hit.ts";
import { assemblePassages, type ChunkText } from "./passages.ts";

const chunks: ChunkText[] = [
  { docId: "d", chunkId: "c0", unit: 1, ordinal: 0, text: "Page one opens with the background of the study and its aims." },
  { docId: "d", chunkId: "c1", unit: 1, ordinal: 1, text: "The trial enrolled 400 patients across six hospitals in two countries." },
  { docId: "d", chunkId: "c2", unit: 1, ordinal: 2, text: "Patients received the drug for twelve weeks and were followed for a year." },
  { docId: "d", chunkId: "c3", unit: 2, ordinal: 3, text: "Page two reports adverse events, which were rare and mostly mild." },
  { docId: "e", chunkId: "e0", unit: 5, ordinal: 0, text: "The trial enrolled 400 patients across six hospitals in two countries." },
  { docId: "e", chunkId: "e1", unit: 6, ordinal: 1, text: "An unrelated appendix lists the investigators and their affiliations." },
];
const get = (docId: string, chunkId: string) => chunks.find((c) => c.docId === docId && c.chunkId === chunkId);
const hit = (docId: string, chunkId: string, score: number): Hit => {
  const c = get(docId, chunkId);
  return { docId, chunkId, unit: c?.unit ?? 0, ordinal: c?.ordinal ?? 0, score };
};

describe("assemblePassages", () => {
  it("merges neighbouring chunks of one unit, never across units", () => {
    const passages = assemblePassages([hit("d", "c2", 9), hit("d", "c0", 8), hit("d", "c1", 7), hit("d", "c3", 6)], get, { topK: 5 });
    expect(passages).toHaveLength(2);
    expect(passages[0]).toMatchObject({ docId: "d", unit: 1, score: 9, chunkIds: ["c0", "c1", "c2"], firstOrdinal: 0, lastOrdinal: 2 });
    expect(passages[0]?.text).toBe(`${chunks[0]?.text} ${chunks[1]?.text} ${chunks[2]?.text}`);
    expect(passages[1]).toMatchObject({ unit: 2, chunkIds: ["c3"] });
  });

  it("reads the hits' own chunks and no other (the server reads only those texts)", () => {
    const asked: string[] = [];
    const passages = assemblePassages([hit("d", "c2", 9), hit("d", "c0", 8)], (docId, chunkId) => (asked.push(chunkId), get(docId, chunkId)), { topK: 5 });
    expect(passages.map((p) => p.chunkIds)).toEqual([["c2"], ["c0"]]); // c1 between them is not a hit: no merge
    expect(asked.sort()).toEqual(["c0", "c2"]);
  });

  it("drops a copy of a better passage, even from another document", () => {
    const passages = assemblePassages([hit("d", "c1", 9), hit("e", "e0", 8), hit("e", "e1", 7)], get, { topK: 5 });
    expect(passages.map((p) => p.chunkIds[0])).toEqual(["c1", "e1"]);
  });

  it("removes the overlap between consecutive chunks and respects topK", () => {
    const overlapping: ChunkText[] = [
      { docId: "o", chunkId: "a", unit: 1, ordinal: 0, text: "The first part ends with a shared sentence that repeats." },
      { docId: "o", chunkId: "b", unit: 1, ordinal: 1, text: "with a shared sentence that repeats. And then it goes on." },
    ];
    const g = (_d: string, id: string) => overlapping.find((c) => c.chunkId === id);
    const [p] = assemblePassages([{ docId: "o", chunkId: "a", unit: 1, ordinal: 0, score: 2 }, { docId: "o", chunkId: "b", unit: 1, ordinal: 1, score: 1 }], g, { topK: 1 });
    expect(p?.text).toBe("The first part ends with a shared sentence that repeats. And then it goes on.");
    expect(assemblePassages([hit("d", "c0", 3), hit("d", "c3", 2), hit("e", "e1", 1)], get, { topK: 2 })).toHaveLength(2);
    expect(assemblePassages([hit("x", "missing", 1)], get, { topK: 2 })).toEqual([]);
  });
});
