import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export interface TestS3Server {
  /** The variables that point Folio at `bucket` on this server, under `prefix`. */
  env(bucket: string, prefix?: string): Record<string, string>;
  close(): Promise<void>;
}

export const TEST_S3_BUCKETS = ["folio-test", "folio-other"] as const;

/**
 * A real S3-compatible server (s3rver) in this process, on a free loopback port, its objects in a
 * temporary directory removed on close; the buckets of TEST_S3_BUCKETS exist.
 */
export async function startTestS3Server(): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "folio-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: TEST_S3_BUCKETS.map((name) => ({ name, configs: [] })),
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    env: (bucket, prefix = "") => ({
      STORAGE_URL: `s3://${bucket}${prefix ? `/${prefix}` : ""}`,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      // s3rver's fixed credentials.
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    }),
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
