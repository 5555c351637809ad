import { backup, restore } from "./backup.ts";
import { migrateBlobs } from "./blob-locations.ts";
import type { Config, Env } from "../platform/config.ts";

export { BackupError } from "./backup.ts";
export { LocationError } from "./blob-locations.ts";

export const OPERATIONS_USAGE = `  npm run admin -- blobs-migrate --from <s3://bucket/prefix | directory> --to <s3://bucket/prefix | directory>
      Copy every stored file from one store to another (a directory is a local store, DATA_DIR/blobs;
      s3:// uses the S3_* variables). Resumable: what the target already has is skipped.
  npm run admin -- backup --out DIR
      Save the database (pg_dump, or the embedded database's own dump) and every stored file into DIR.
  npm run admin -- restore --from DIR [--replace]
      Put a backup back into an empty database (--replace: over the one there) and the configured store.`;

/** Flags the operations commands read, parsed with admin.ts's. */
export const OPERATIONS_OPTIONS = { from: { type: "string" }, to: { type: "string" }, out: { type: "string" }, replace: { type: "boolean", default: false } } as const;

type Values = { from?: string; to?: string; out?: string; replace?: boolean };
const say = (line: string) => console.log(line);

function required(value: string | undefined, flag: string, usage: (message: string) => Error): string {
  if (!value) throw usage(`--${flag} is required`);
  return value;
}

/** blobs-migrate needs no database and reads the S3 settings per location, so it runs before the configuration is loaded. */
export async function runBlobsMigrate(values: Values, env: Env, usage: (message: string) => Error): Promise<void> {
  const report = await migrateBlobs(required(values.from, "from", usage), required(values.to, "to", usage), env, say);
  console.log(JSON.stringify({ copied: report.copied, skipped: report.skipped, failed: report.failed.length }));
  for (const f of report.failed) console.error(`${f.hash}: ${f.error}`);
  if (report.failed.length) process.exitCode = 1;
}

export async function runBackup(values: Values, config: Config, usage: (message: string) => Error): Promise<void> {
  await backup(config, required(values.out, "out", usage), say);
}

export async function runRestore(values: Values, config: Config, usage: (message: string) => Error): Promise<void> {
  await restore(config, required(values.from, "from", usage), { replace: values.replace ?? false }, say);
}
