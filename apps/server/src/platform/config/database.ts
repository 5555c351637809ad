import { z } from "zod";
import { parseSection, type Env } from "./env.ts";

const postgresUrl = z.string().regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://");

const DatabaseSchema = z.object({
  /** A PostgreSQL server instead of the embedded database in DATA_DIR. */
  DATABASE_URL: postgresUrl.optional(),
});

export type DatabaseSettings = z.output<typeof DatabaseSchema>;

export function readDatabaseSettings(env: Env): DatabaseSettings {
  return parseSection(DatabaseSchema, env);
}

/** The development and CI machines' PostgreSQL server the integration tests create their databases on. */
const TestDatabaseSchema = z.object({
  TEST_POSTGRES_URL: postgresUrl.default("postgres://postgres@127.0.0.1:5432/test"),
});

/** TEST_POSTGRES_URL, for the test support only (not part of the server's configuration). */
export function readTestPostgresUrl(env: Env): string {
  return parseSection(TestDatabaseSchema, env).TEST_POSTGRES_URL;
}
