import { defineConfig } from "vitest/config";

// One runner for the whole repository: server and contract tests run in Node, web tests in happy-dom.

const SERVER_TESTS = ["apps/server/src/**/*.test.ts", "packages/contract/src/**/*.test.ts", "packages/text-tools/src/**/*.test.ts", "packages/client/test/**/*.test.ts", "eval/**/*.test.ts"];
/**
 * Server tests that read or replace what belongs to the whole process, so each runs in a process of
 * its own: a module mocked for the file (vi.mock), the metrics registry's absolute values, the
 * process's child processes.
 */
const OWN_PROCESS_TESTS = [
  "apps/server/src/routes/platform.test.ts",
  "apps/server/src/features/documents/ingest-phases.test.ts",
  "apps/server/src/platform/http/operations.api.test.ts",
  "apps/server/src/adapters/llm/timed-model.test.ts",
  "apps/server/src/features/podcasts/audio/render.test.ts",
  "apps/server/src/ingest/sandbox/compile-cache.test.ts",
  "apps/server/src/ingest/sandbox/run-sandboxed.test.ts",
  "apps/server/src/platform/queue/progress-writes.test.ts",
];
const SERVER_SETTINGS = { environment: "node", testTimeout: 60_000, hookTimeout: 120_000, pool: "forks" } as const;
export default defineConfig({
  test: {
    // Vitest's default is one file at a time on a 2-core machine (cores - 1). Most API and process
    // tests spend their time waiting (jobs, child processes, PostgreSQL), so two files run together.
    // Every test's database, data folder and port are its own, so files never share state.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "server",
          include: SERVER_TESTS,
          exclude: OWN_PROCESS_TESTS,
          ...SERVER_SETTINGS,
          // A worker process runs file after file: the server's modules are imported and PGlite's
          // WebAssembly compiled once per worker, not once per file (some 2.6 s of CPU for each file's
          // first embedded database). Every file's databases, data folders and ports are its own.
          isolate: false,
        },
      },
      {
        test: {
          name: "server (own process)",
          include: OWN_PROCESS_TESTS,
          ...SERVER_SETTINGS,
        },
      },
      {
        resolve: { alias: { "@": new URL("./apps/web/src", import.meta.url).pathname } },
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.{ts,tsx}", "apps/extension/src/**/*.test.ts"],
          environment: "happy-dom",
        },
      },
    ],
  },
});
