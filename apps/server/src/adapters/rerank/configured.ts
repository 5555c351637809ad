import type { RerankerConfig } from "../../platform/config.ts";
import { createHttpReranker, type Reranker } from "./http-reranker.ts";

/** The reranker the configuration names, or null when passages keep the ranking's order. One client per process: it remembers which request form its server takes. */
export function createConfiguredReranker(cfg: RerankerConfig | null): Reranker | null {
  return cfg ? createHttpReranker({ baseUrl: cfg.baseUrl, model: cfg.model, apiKey: cfg.apiKey }) : null;
}
