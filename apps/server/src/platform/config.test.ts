import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

/** The problems loadConfig reports for `env`, none when it is valid. */
function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
  return [];
}

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

describe("loadConfig: the learned lexical re-ranking", () => {
  it("is on by default, off with LEARNED_RANKING=false, and refuses what is not a boolean", () => {
    expect(loadConfig({}).learnedRanking).toBe(true);
    expect(loadConfig({ LEARNED_RANKING: "true" }).learnedRanking).toBe(true);
    expect(loadConfig({ LEARNED_RANKING: "false" }).learnedRanking).toBe(false);
    expect(() => loadConfig({ LEARNED_RANKING: "maybe" })).toThrow(/LEARNED_RANKING/);
  });
});

describe("loadConfig: every section at start", () => {
  it("reports the bad values of every section together, TTS, embeddings and models included", () => {
    const problems = problemsOf({
      PORT: "abc",
      TTS_VOICE_THREADS: "many",
      TTS_OPENAI_BASE_URL: "not a url",
      EMBEDDINGS_DIMENSIONS: "wide",
      FOLIO_LLM_TIMEOUT_MS: "soon",
      GOOGLE_CLIENT_ID: "id",
      STRIPE_SECRET_KEY: "sk",
      RERANK_MODEL: "m",
      STORAGE_URL: "ftp://bucket",
      ZOTERO_API_BASE: "zotero",
    });
    const text = problems.join("\n");
    for (const expected of [
      'PORT="abc": must be a number',
      'TTS_VOICE_THREADS="many"',
      'TTS_OPENAI_BASE_URL="not a url"',
      'EMBEDDINGS_DIMENSIONS="wide"',
      'FOLIO_LLM_TIMEOUT_MS="soon"',
      "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together",
      "STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY",
      "RERANK_MODEL need RERANK_BASE_URL",
      'STORAGE_URL="ftp://bucket": must look like s3://bucket',
      'ZOTERO_API_BASE="zotero"',
    ]) expect(text).toContain(expected);
    expect(problems).toHaveLength(10);
  });

  it("gives every section its defaults when nothing is set", () => {
    const c = loadConfig({});
    expect(c.llm).toMatchObject({ timeoutMs: 30_000, defaultModel: undefined, v1Model: undefined });
    expect(c.tts).toEqual({ voiceThreads: 2 });
    expect(c.storage).toEqual({ kind: "local" });
    expect(c.zotero).toEqual({ apiBase: "https://api.zotero.org", oauthBase: "https://www.zotero.org/oauth", oauthApp: null });
    expect(c).toMatchObject({ SESSION_DAYS: 30, LOG_LEVEL: "info", MAIL_FROM: "Folio <no-reply@folio.local>", URL_IMPORT_ALLOW_HOSTS: [] });
    expect(c.METRICS_TOKEN).toBeUndefined();
  });

  it("reads the models and voices from the same environment", () => {
    const c = loadConfig({ OPENAI_API_KEY: "sk-1", FOLIO_DEFAULT_MODEL: "GPT4", TTS_OPENAI_BASE_URL: "http://127.0.0.1:9/v1/", TTS_VOICE_THREADS: "4" });
    expect(c.llm.keys.openai).toBe("sk-1");
    expect(c.llm.defaultModel).toBe("GPT4");
    expect(c.tts.openai?.baseUrl).toBe("http://127.0.0.1:9/v1");
    expect(c.tts.voiceThreads).toBe(4);
  });

  it("refuses an /api/v1 model that cannot run, like the default model", () => {
    expect(problemsOf({ FOLIO_V1_MODEL: "CLAUDE2" })).toEqual(["FOLIO_V1_MODEL=CLAUDE2: that model is not configured; set ANTHROPIC_API_KEY"]);
    expect(loadConfig({ FOLIO_V1_MODEL: "LOCAL" }).llm.v1Model).toBe("LOCAL");
  });
});

describe("loadConfig: S3 storage and Zotero (integrations still to come, checked now)", () => {
  it("reads an S3 bucket and prefix with its settings", () => {
    expect(loadConfig({ STORAGE_URL: "s3://folio-blobs/prod/", S3_ENDPOINT: "http://localhost:9000", S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "s", S3_FORCE_PATH_STYLE: "true" }).storage).toEqual({
      kind: "s3",
      bucket: "folio-blobs",
      prefix: "prod",
      endpoint: "http://localhost:9000",
      region: undefined,
      accessKeyId: "id",
      secretAccessKey: "s",
      forcePathStyle: true,
    });
  });

  it("refuses S3 settings without STORAGE_URL, and half a key", () => {
    expect(problemsOf({ S3_REGION: "eu-west-1" })).toEqual(["S3_REGION need STORAGE_URL=s3://bucket/prefix"]);
    expect(problemsOf({ STORAGE_URL: "s3://bucket", S3_ACCESS_KEY_ID: "id" })).toEqual(["S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together"]);
  });

  it("takes Zotero's OAuth application as a pair", () => {
    expect(loadConfig({ ZOTERO_CLIENT_KEY: "k", ZOTERO_CLIENT_SECRET: "s", ZOTERO_API_BASE: "http://127.0.0.1:9/" }).zotero).toEqual({
      apiBase: "http://127.0.0.1:9",
      oauthBase: "https://www.zotero.org/oauth",
      oauthApp: { clientKey: "k", clientSecret: "s" },
    });
    expect(problemsOf({ ZOTERO_CLIENT_SECRET: "s" })).toEqual(["ZOTERO_CLIENT_KEY and ZOTERO_CLIENT_SECRET must be set together"]);
  });
});

describe("loadConfig: background jobs", () => {
  it("reads parallel jobs per kind and the per-user cap, refusing what is not kind=number", () => {
    const defaults = loadConfig({});
    expect(defaults.JOB_CONCURRENCY).toEqual({});
    expect(defaults.JOB_USER_CONCURRENCY).toBeUndefined();
    expect(loadConfig({ JOB_CONCURRENCY: "ingest-document=4, make-podcast=1", JOB_USER_CONCURRENCY: "2" })).toMatchObject({
      JOB_CONCURRENCY: { "ingest-document": 4, "make-podcast": 1 },
      JOB_USER_CONCURRENCY: 2,
    });
    expect(problemsOf({ JOB_CONCURRENCY: "ingest-document=0", JOB_USER_CONCURRENCY: "0" })).toEqual([
      'JOB_CONCURRENCY="ingest-document=0": "ingest-document=0" is not kind=number (for example ingest-document=4)',
      'JOB_USER_CONCURRENCY="0": must be 1 or more',
    ]);
  });
});
