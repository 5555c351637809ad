import type { Kysely } from "kysely";
import type { Config } from "./platform/config.ts";
import type { Logger } from "./platform/logger.ts";
import type { Database } from "./platform/db/schema.ts";
import type { BlobStore } from "./platform/blobs/blob-store.ts";
import type { JobQueue } from "./platform/queue/queue.ts";
import type { UrlSigner } from "./platform/auth/signer.ts";
import type { Mailer } from "./adapters/email/index.ts";
import type { OidcClient } from "./adapters/oauth/index.ts";
import type { ModelRegistry } from "./adapters/llm/index.ts";
import type { EmbedderSource } from "./adapters/embeddings/index.ts";
import type { Reranker } from "./adapters/rerank/index.ts";

/** Everything a feature needs from the outside world, built once at start (see bootstrap.ts). */
export interface AppDeps {
  config: Config;
  log: Logger;
  db: Kysely<Database>;
  dbKind: "pglite" | "postgres";
  /** When the database last answered a query (ms since the epoch). */
  lastDatabaseAnswerAt: () => number;
  blobs: BlobStore;
  queue: JobQueue;
  mailer: Mailer;
  signer: UrlSigner;
  oidc: OidcClient | null;
  /** The chat models this server can use (LOCAL always; providers by environment). */
  models: ModelRegistry;
  /** The embedding model semantic retrieval uses; null: retrieval is lexical only. */
  embedder: EmbedderSource | null;
  /** The reranker the best passages go through; null: they keep the ranking's order. */
  reranker: Reranker | null;
}
