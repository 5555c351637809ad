import type { Kysely, Transaction } from "kysely";
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

/** A checkout the customer paid for (more than nothing) has just completed: billing's fulfilment tells its listeners. */
export interface CompletedPurchase {
  userId: string;
  checkoutId: string;
  kind: "subscription" | "one_time";
  amountCents: number;
}

/**
 * Runs inside the transaction that completes the checkout, so what it records stands or falls with
 * the purchase. How features above billing (referrals) learn of purchases without billing knowing them.
 */
export type PurchaseListener = (trx: Transaction<Database>, purchase: CompletedPurchase) => Promise<void>;

/** A completed purchase taken back at the payment provider: refunded in full, or disputed by the cardholder. */
export interface PurchaseReversal {
  userId: string;
  checkoutId: string;
  reason: "refund" | "dispute";
}

/** Runs inside the transaction that records the reversal; tells features above billing (referrals) as PurchaseListener does. */
export type PurchaseReversalListener = (trx: Transaction<Database>, reversal: PurchaseReversal, log: Logger) => Promise<void>;

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
  /** Told of every paid checkout as it completes (wired in bootstrap.ts). */
  purchaseListeners: readonly PurchaseListener[];
  /** Told of every completed purchase refunded or disputed at the provider (wired in bootstrap.ts). */
  purchaseReversalListeners: readonly PurchaseReversalListener[];
}
