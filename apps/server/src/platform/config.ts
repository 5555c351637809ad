import { ConfigError, type Env } from "./config/env.ts";
import { readAuthSettings, type AuthSettings } from "./config/auth.ts";
import { readDatabaseSettings, type DatabaseSettings } from "./config/database.ts";
import { readEmbedderConfig, type EmbedderConfig } from "./config/embeddings.ts";
import { readEmbedsSettings, type EmbedsSettings } from "./config/embeds.ts";
import { readIngestSettings, type IngestSettings } from "./config/ingest.ts";
import { readJobSettings, type JobSettings } from "./config/jobs.ts";
import { readLlmConfig, type LlmConfig } from "./config/llm.ts";
import { readMailSettings, type MailSettings } from "./config/mail.ts";
import { readOAuthSettings, type OAuthSettings } from "./config/oauth.ts";
import { readPaymentsSettings, type PaymentsSettings } from "./config/payments.ts";
import { processEnv } from "./config/process-env.ts";
import { readLearnedRankingSettings, readRerankerConfig, type LearnedRankingSettings, type RerankerConfig } from "./config/rerank.ts";
import { readServerSettings, type ServerSettings } from "./config/server.ts";
import { readStorageConfig, type StorageConfig } from "./config/storage.ts";
import { readTtsConfig, type TtsConfig } from "./config/tts.ts";
import { readZoteroConfig, type ZoteroConfig } from "./config/zotero.ts";

// The configuration module: every setting Folio reads, parsed once at start (docs/decisions/0010).
// Each section of config/ reads its own variables; features and adapters get the result through
// AppDeps or their constructor's arguments, and nothing else reads process.env (lint enforces it).
export { ConfigError, type Env } from "./config/env.ts";
export type { EmbedderConfig } from "./config/embeddings.ts";
export type { RerankerConfig } from "./config/rerank.ts";
export { readStorageConfig, type StorageConfig } from "./config/storage.ts";
export type { ZoteroConfig } from "./config/zotero.ts";
export { readLlmConfig, type LlmConfig } from "./config/llm.ts";
export { isChatModelName, missingSetting, requiredSetting, type ChatModelName, type HostedModelName, type ModelTarget, type ProviderName } from "./config/llm-targets.ts";
export { readTtsConfig, type TtsConfig } from "./config/tts.ts";
export { PODCAST_LANGUAGES, normaliseLanguage, type PodcastLanguage } from "./config/languages.ts";
export { readTestPostgresUrl } from "./config/database.ts";
export { GOOGLE_IDENTITY_ORIGIN, oneTapClientId } from "./config/embeds.ts";
export { readMcpBridgeConfig, type McpBridgeConfig } from "./config/mcp-bridge.ts";
export { childProcessEnv, dropServerMemoryTuning, processEnv, programSearchPath } from "./config/process-env.ts";

export type Config = ServerSettings &
  DatabaseSettings &
  AuthSettings &
  MailSettings &
  OAuthSettings &
  EmbedsSettings &
  PaymentsSettings &
  IngestSettings &
  JobSettings &
  LearnedRankingSettings & {
    /** The chat models (LOCAL always; providers by their keys). */
    llm: LlmConfig;
    /** The podcast voices beyond the offline ones. */
    tts: TtsConfig;
    /** null: lexical retrieval only. */
    embedder: EmbedderConfig | null;
    /** null: passages in the order the ranking gives. */
    reranker: RerankerConfig | null;
    /** Where blobs go: DATA_DIR/blobs or an S3-compatible bucket. */
    storage: StorageConfig;
    /** The Zotero integration (still to come). */
    zotero: ZoteroConfig;
  };

/** Runs one section's reader, adding its problems to `problems` instead of stopping at the first section. */
function section<T>(read: (env: Env) => T, env: Env, problems: string[]): T | undefined {
  try {
    return read(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    problems.push(...err.problems);
    return undefined;
  }
}

/** Parse the environment (process.env unless given), listing every bad value of every section at once. */
export function loadConfig(env: Env = processEnv()): Config {
  const problems: string[] = [];
  const server = section(readServerSettings, env, problems);
  const database = section(readDatabaseSettings, env, problems);
  const auth = section(readAuthSettings, env, problems);
  const mail = section(readMailSettings, env, problems);
  const oauth = section(readOAuthSettings, env, problems);
  const embeds = section(readEmbedsSettings, env, problems);
  const payments = section(readPaymentsSettings, env, problems);
  const ingest = section(readIngestSettings, env, problems);
  const jobs = section(readJobSettings, env, problems);
  const llm = section(readLlmConfig, env, problems);
  const tts = section(readTtsConfig, env, problems);
  const embedder = section(readEmbedderConfig, env, problems);
  const reranker = section(readRerankerConfig, env, problems);
  const learned = section(readLearnedRankingSettings, env, problems);
  const storage = section(readStorageConfig, env, problems);
  const zotero = section(readZoteroConfig, env, problems);
  if (!server || !database || !auth || !mail || !oauth || !embeds || !payments || !ingest || !jobs || !llm || !tts || embedder === undefined || reranker === undefined || !learned || !storage || !zotero) {
    throw new ConfigError(problems);
  }
  return { ...server, ...database, ...auth, ...mail, ...oauth, ...embeds, ...payments, ...ingest, ...jobs, ...learned, llm, tts, embedder, reranker, storage, zotero };
}

/** For entry points: the configuration, or every problem printed and the process ended (no stack trace for a typo). */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
