import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalOnnxEmbedder } from "./onnx.ts";
import { writeTinyEmbeddingModel } from "../../retrieval/testing/tiny-embedding-model.ts";
import { searchVectors } from "../../retrieval/index.ts";

describe("local ONNX embedder", () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "onnx-embed-"));
  });
  afterAll(async () => rm(root, { recursive: true, force: true }));

  it("runs a transformers.js model folder in-process, mean-pooled and normalised", async () => {
    const dir = join(root, "tiny-model");
    await writeTinyEmbeddingModel(dir, [["car", "automobile", "voiture"], ["doctor", "physician"], ["money", "budget"]]);
    const embedder = await createLocalOnnxEmbedder({ modelDir: dir });
    expect(embedder.dims).toBe(4);
    expect(embedder.id).toBe("onnx:tiny-model:fp32:4");
    const docs = ["The automobile was repaired", "The physician is in", "The budget was approved"];
    const vectors = await embedder.embedDocuments(docs);
    const norm = Math.hypot(...(vectors[0] ?? []));
    expect(norm).toBeCloseTo(1);
    const candidates = vectors.map((vector, i) => ({ docId: "d", chunkId: `c${i}`, unit: i, ordinal: i, vector }));
    expect(searchVectors(await embedder.embedQuery("car"), candidates, 1)[0]?.chunkId).toBe("c0");
    expect(searchVectors(await embedder.embedQuery("voiture"), candidates, 1)[0]?.chunkId).toBe("c0");
    expect(searchVectors(await embedder.embedQuery("doctor"), candidates, 1)[0]?.chunkId).toBe("c1");
  });

  it("refuses a folder that is not a model, without reaching for the network", async () => {
    await expect(createLocalOnnxEmbedder({ modelDir: join(root, "missing") })).rejects.toThrow(/no config.json/);
  });
});
