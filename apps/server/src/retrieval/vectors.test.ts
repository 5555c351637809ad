import { describe, expect, it } from "vitest";
import { fuseRrf } from "./fusion.ts";
import type { Hit } from "./hit.ts";
import { mulberry32 } from "./testing/seeded-random.ts";
import { decodeVector, encodeVector, searchVectors, type VectorCandidate } from "./vectors.ts";

function randomVector(rnd: () => number, dims: number): Float32Array {
  return Float32Array.from({ length: dims }, () => rnd() * 2 - 1);
}

describe("vectors", () => {
  it("stores a vector in int8 at a quarter of float32's size, close to the original", () => {
    const v = randomVector(mulberry32(1), 384);
    const bytes = encodeVector(v);
    expect(bytes.length).toBe(5 + 384);
    const back = decodeVector(bytes);
    const maxErr = Math.max(...v.map((x, i) => Math.abs(x - (back[i] ?? 0))));
    expect(maxErr).toBeLessThan(0.005);
    expect(() => decodeVector(new Uint8Array([9, 0, 0]))).toThrow();
  });

  it("ranks by cosine exactly, and int8 storage keeps the float32 top 10", () => {
    const rnd = mulberry32(2);
    const candidates: VectorCandidate[] = Array.from({ length: 2000 }, (_, i) => ({ docId: `d${i % 7}`, chunkId: `c${i}`, unit: i, ordinal: i, vector: randomVector(rnd, 64) }));
    const query = randomVector(rnd, 64);
    const exact = searchVectors(query, candidates, 10);
    const cos = (v: Float32Array) => {
      let d = 0, a = 0, b = 0;
      v.forEach((x, i) => ((d += x * (query[i] ?? 0)), (a += x * x), (b += (query[i] ?? 0) ** 2)));
      return d / Math.sqrt(a * b);
    };
    const brute = [...candidates].sort((x, y) => cos(y.vector) - cos(x.vector)).slice(0, 10).map((c) => c.chunkId);
    expect(exact.map((h) => h.chunkId)).toEqual(brute);
    const quantised = candidates.map((c) => ({ ...c, vector: decodeVector(encodeVector(c.vector)) }));
    const top = new Set(searchVectors(query, quantised, 10).map((h) => h.chunkId));
    expect(brute.filter((id) => top.has(id)).length).toBeGreaterThanOrEqual(9);
  });

  it("fuses ranked lists by reciprocal rank", () => {
    const hit = (chunkId: string): Hit => ({ docId: "d", chunkId, unit: 1, ordinal: 0, score: 0 });
    const fused = fuseRrf([[hit("a"), hit("b"), hit("c")], [hit("c"), hit("a"), hit("d")]]);
    expect(fused.map((h) => h.chunkId)).toEqual(["a", "c", "b", "d"]);
    expect(fused[0]?.score).toBeCloseTo(1 / 61 + 1 / 62);
  });
});
