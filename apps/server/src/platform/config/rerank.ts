import { z } from "zod";
import { bool, ConfigError, parseSection, secret, url, type Env } from "./env.ts";

/** Optional reranking of the best passages: a TEI-style or Cohere/Jina/vLLM-compatible `/rerank` endpoint. */
const RerankSchema = z.object({
  RERANK_BASE_URL: url("a /rerank endpoint's base, e.g. http://localhost:8080").optional(),
  RERANK_MODEL: secret().optional(),
  RERANK_API_KEY: secret().optional(),
});

/** The reranker the best passages go through, when one is configured (the model is optional: TEI serves one). */
export interface RerankerConfig {
  baseUrl: string;
  model?: string;
  apiKey?: string;
}

/** The reranker, or null: passages in the order the ranking gives. */
export function readRerankerConfig(env: Env): RerankerConfig | null {
  const c = parseSection(RerankSchema, env);
  if (c.RERANK_BASE_URL) return { baseUrl: c.RERANK_BASE_URL, model: c.RERANK_MODEL, apiKey: c.RERANK_API_KEY };
  const stray = (["RERANK_MODEL", "RERANK_API_KEY"] as const).filter((k) => c[k] !== undefined);
  if (stray.length) throw new ConfigError([`${stray.join(", ")} need RERANK_BASE_URL`]);
  return null;
}

// Off unless asked for: through ingestion (documents as uploaded, their chunks' titles and lengths)
// the model, fitted at library level, ranked SciFact worse than the first stage alone (decision 44).
const LearnedRankingSchema = z.object({ LEARNED_RANKING: bool.default(false) });

export interface LearnedRankingSettings {
  /** The learned lexical re-ranking where it applies (retrieval/learned, decision 44); off unless LEARNED_RANKING=true. */
  learnedRanking: boolean;
}

export function readLearnedRankingSettings(env: Env): LearnedRankingSettings {
  return { learnedRanking: parseSection(LearnedRankingSchema, env).LEARNED_RANKING };
}
