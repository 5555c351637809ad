import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("has working defaults", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, DATA_DIR: path.resolve("./data"), WORKERS: true, googleEnabled: false });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it("lists every bad value at once, naming the variable and the value", () => {
    let err: unknown;
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud", WORKERS: "maybe", SESSION_SECRET: "short" });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const problems = (err as ConfigError).problems.join("\n");
    for (const name of ["PORT=\"eighty\"", "DATABASE_URL=\"mysql://x\"", "LOG_LEVEL=\"loud\"", "WORKERS=\"maybe\"", "SESSION_SECRET"]) expect(problems).toContain(name);
    expect((err as ConfigError).message).toMatch(/^Folio cannot start/);
  });

  it("needs both Google settings or neither", () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: "id" })).toThrow(/must be set together/);
    expect(loadConfig({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "s" }).googleEnabled).toBe(true);
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" }).PORT).toBe(3000);
  });
});

describe("loadConfig: the embedder", () => {
  it("is none by default, an OpenAI-compatible endpoint with its model, or a local model folder", async () => {
    expect(loadConfig({}).embedder).toBeNull();
    expect(loadConfig({ EMBEDDINGS_BASE_URL: "http://localhost:11434/v1", EMBEDDINGS_MODEL: "nomic-embed-text", EMBEDDINGS_DIMENSIONS: "256" }).embedder).toEqual({
      kind: "openai-compatible",
      baseUrl: "http://localhost:11434/v1",
      model: "nomic-embed-text",
      apiKey: undefined,
      dims: 256,
    });
    const fs = await import("node:fs");
    const os = await import("node:os");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "folio-model-"));
    try {
      expect(() => loadConfig({ EMBEDDINGS_MODEL_DIR: dir })).toThrow(/not a model folder, it has no config.json, tokenizer.json, onnx\/model.onnx/);
      for (const f of ["config.json", "tokenizer.json", "onnx/model_quantized.onnx"]) {
        fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
        fs.writeFileSync(path.join(dir, f), "{}");
      }
      expect(loadConfig({ EMBEDDINGS_MODEL_DIR: dir }).embedder).toEqual({ kind: "onnx", modelDir: dir });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses half or conflicting settings, naming them", () => {
    expect(() => loadConfig({ EMBEDDINGS_BASE_URL: "http://localhost:11434/v1" })).toThrow(/EMBEDDINGS_MODEL must be set with EMBEDDINGS_BASE_URL/);
    expect(() => loadConfig({ EMBEDDINGS_MODEL: "m" })).toThrow(/EMBEDDINGS_MODEL need EMBEDDINGS_BASE_URL/);
    expect(() => loadConfig({ EMBEDDINGS_BASE_URL: "http://x/v1", EMBEDDINGS_MODEL: "m", EMBEDDINGS_MODEL_DIR: "/tmp" })).toThrow(/cannot both be set/);
    expect(() => loadConfig({ EMBEDDINGS_BASE_URL: "not a url", EMBEDDINGS_MODEL: "m" })).toThrow(/EMBEDDINGS_BASE_URL="not a url"/);
    expect(() => loadConfig({ EMBEDDINGS_BASE_URL: "http://x/v1", EMBEDDINGS_MODEL: "m", EMBEDDINGS_DIMENSIONS: "wide" })).toThrow(/EMBEDDINGS_DIMENSIONS/);
  });
});

describe("loadConfig: the reranker", () => {
  it("is off by default and takes a base URL with an optional model and key", () => {
    expect(loadConfig({}).reranker).toBeNull();
    expect(loadConfig({ RERANK_BASE_URL: "http://localhost:8080" }).reranker).toEqual({ baseUrl: "http://localhost:8080" });
    expect(loadConfig({ RERANK_BASE_URL: "https://api.cohere.com/v2", RERANK_MODEL: "rerank-v3.5", RERANK_API_KEY: "k" }).reranker).toEqual({ baseUrl: "https://api.cohere.com/v2", model: "rerank-v3.5", apiKey: "k" });
  });

  it("refuses a model or key without a base URL, and a base URL that is not one", () => {
    expect(() => loadConfig({ RERANK_MODEL: "m", RERANK_API_KEY: "k" })).toThrow(/RERANK_MODEL, RERANK_API_KEY need RERANK_BASE_URL/);
    expect(() => loadConfig({ RERANK_BASE_URL: "localhost" })).toThrow(/RERANK_BASE_URL/);
  });
});
