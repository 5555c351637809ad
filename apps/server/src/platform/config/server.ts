import path from "node:path";
import { z } from "zod";
import { bool, integer, parseSection, secret, url, type Env } from "./env.ts";

const ServerSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: integer().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** The embedded database (`pg/`) and the blob store (`blobs/`), unless DATABASE_URL and STORAGE_URL say otherwise. */
  DATA_DIR: z.string().min(1).default("./data"),
  PUBLIC_URL: url("the address users reach Folio at").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Background jobs in this process; `npm run worker` runs them alone for API processes with WORKERS=false. */
  WORKERS: bool.default(true),
  MAX_JSON_BYTES: integer().min(1024).default(1_000_000),
  /** The bearer token GET /metrics asks for when set. */
  METRICS_TOKEN: secret().optional(),
  /** `npm run worker` serves /metrics and /health/live|ready on this port when set (workers have no API). */
  WORKER_PORT: integer().min(1).max(65535).optional(),
});

export type ServerSettings = z.output<typeof ServerSchema>;

/** The HTTP server, the process and its data folder (resolved to an absolute path). */
export function readServerSettings(env: Env): ServerSettings {
  const s = parseSection(ServerSchema, env);
  return { ...s, DATA_DIR: path.resolve(s.DATA_DIR) };
}
