import { defineConfig } from "vitest/config";

// One runner for the whole repository: server and contract tests run in Node, web tests in happy-dom.
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
          include: ["apps/server/src/**/*.test.ts", "packages/contract/src/**/*.test.ts", "packages/text-tools/src/**/*.test.ts", "packages/client/test/**/*.test.ts", "eval/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: "forks",
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
