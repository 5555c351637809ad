import { access, readFile } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import { defaultPrefixes, type Embedder } from "./embedder.ts";

export interface LocalOnnxEmbedderOptions {
  /** A model folder in the transformers.js layout: config.json, tokenizer.json, onnx/model.onnx (or model_quantized.onnx). */
  modelDir: string;
  queryPrefix?: string;
  documentPrefix?: string;
  /** Texts per forward pass. */
  batchSize?: number;
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(() => true, () => false);
}

/** sentence-transformers writes its pooling into 1_Pooling/config.json; e5 and most others mean-pool. */
async function poolingOf(modelDir: string): Promise<"mean" | "cls"> {
  const path = join(modelDir, "1_Pooling", "config.json");
  if (!(await exists(path))) return "mean";
  const cfg = JSON.parse(await readFile(path, "utf8")) as { pooling_mode_cls_token?: boolean };
  return cfg.pooling_mode_cls_token ? "cls" : "mean";
}

/**
 * An embedding model run in-process by transformers.js on onnxruntime-node's CPU backend, from a
 * folder the operator points to. Remote loading is switched off: nothing is ever downloaded.
 * Vectors are pooled as the model was trained (mean or CLS) and L2-normalised.
 */
export async function createLocalOnnxEmbedder(opts: LocalOnnxEmbedderOptions): Promise<Embedder> {
  const dir = resolve(opts.modelDir);
  for (const f of ["config.json", "tokenizer.json"]) {
    if (!(await exists(join(dir, f)))) throw new Error(`Embedding model folder ${dir} has no ${f}`);
  }
  const dtype = (await exists(join(dir, "onnx", "model.onnx"))) ? "fp32" : (await exists(join(dir, "onnx", "model_quantized.onnx"))) ? "q8" : undefined;
  if (!dtype) throw new Error(`Embedding model folder ${dir} has no onnx/model.onnx or onnx/model_quantized.onnx`);

  // Loaded on demand: the library is large and only installs that configure a local model need it.
  const { env, pipeline } = await import("@huggingface/transformers");
  env.allowRemoteModels = false;
  env.allowLocalModels = true;
  env.localModelPath = dirname(dir) + "/";
  const extractor = await pipeline("feature-extraction", basename(dir), { dtype, local_files_only: true, device: "cpu" });

  const pooling = await poolingOf(dir);
  const prefixes = defaultPrefixes(basename(dir));
  const queryPrefix = opts.queryPrefix ?? prefixes.query;
  const documentPrefix = opts.documentPrefix ?? prefixes.document;
  const batchSize = opts.batchSize ?? 16;

  async function embed(texts: string[]): Promise<Float32Array[]> {
    const out: Float32Array[] = [];
    for (let i = 0; i < texts.length; i += batchSize) {
      const batch = texts.slice(i, i + batchSize);
      const tensor = await extractor(batch, { pooling, normalize: true });
      const data = tensor.data as Float32Array;
      const d = data.length / batch.length;
      for (let k = 0; k < batch.length; k++) out.push(data.slice(k * d, (k + 1) * d));
    }
    return out;
  }

  const [probe] = await embed(["dimension probe"]);
  const dims = probe?.length ?? 0;
  if (!dims) throw new Error(`Embedding model in ${dir} returned no vector`);
  return {
    id: `onnx:${basename(dir)}:${dtype}:${dims}`,
    dims,
    embedDocuments: (texts) => embed(texts.map((t) => documentPrefix + t)),
    async embedQuery(text) {
      const [v] = await embed([queryPrefix + text]);
      return v as Float32Array;
    },
  };
}
