import { z } from "zod";
import { ConfigError, bool, parseSection, problem, secret, url, type Env } from "./env.ts";

/**
 * Where blobs are stored: DATA_DIR/blobs, or S3-compatible storage (api-contract.md, Operations;
 * adapters/storage). Without S3_REGION the client signs for us-east-1, which S3-compatible servers accept.
 */
const StorageSchema = z.object({
  STORAGE_URL: z.string().optional(),
  S3_ENDPOINT: url("an S3-compatible endpoint, e.g. http://localhost:9000").optional(),
  S3_REGION: secret().optional(),
  S3_ACCESS_KEY_ID: secret().optional(),
  S3_SECRET_ACCESS_KEY: secret().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
});

export type StorageConfig =
  | { kind: "local" }
  | { kind: "s3"; bucket: string; prefix: string; endpoint?: string; region?: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle: boolean };

const S3_ONLY = ["S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

export function readStorageConfig(env: Env): StorageConfig {
  const c = parseSection(StorageSchema, env);
  if (!c.STORAGE_URL) {
    const stray = S3_ONLY.filter((k) => c[k] !== undefined);
    if (stray.length) throw new ConfigError([`${stray.join(", ")} need STORAGE_URL=s3://bucket/prefix`]);
    return { kind: "local" };
  }
  const problems: string[] = [];
  const where = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(c.STORAGE_URL);
  if (!where) problems.push(problem("STORAGE_URL", c.STORAGE_URL, "must look like s3://bucket or s3://bucket/prefix (a bucket name of lower-case letters, digits, dots and dashes)"));
  if (Boolean(c.S3_ACCESS_KEY_ID) !== Boolean(c.S3_SECRET_ACCESS_KEY)) problems.push("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together");
  if (!where || problems.length) throw new ConfigError(problems);
  return {
    kind: "s3",
    bucket: where[1]!,
    prefix: (where[2] ?? "").replace(/^\/+|\/+$/g, ""),
    endpoint: c.S3_ENDPOINT,
    region: c.S3_REGION,
    accessKeyId: c.S3_ACCESS_KEY_ID,
    secretAccessKey: c.S3_SECRET_ACCESS_KEY,
    forcePathStyle: c.S3_FORCE_PATH_STYLE,
  };
}
