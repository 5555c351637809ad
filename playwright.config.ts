import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

const PORT = 3100;
/** e2e/zotero.spec.ts starts its fake Zotero on this port (its FAKE_ZOTERO_PORT); the app is configured with it from the start. */
const FAKE_ZOTERO_PORT = 3191;
/** e2e/extension.spec.ts serves its test page on this port; URL import may reach it (URL_IMPORT_ALLOW_HOSTS). */
const EXTENSION_PAGE_HOST = "127.0.0.1:3192";

/**
 * GPT-4 offered through an OpenAI-compatible server, so the model picker shows the plans' model
 * rules (e2e/chat.spec.ts); nothing asks it (LOCAL stays the default), so the address is never reached.
 */
const ONE_PAID_MODEL = { FOLIO_MODEL_GPT4: "ollama:gpt-4-e2e", OPENAI_COMPATIBLE_BASE_URL: "http://127.0.0.1:9/v1", FOLIO_DEFAULT_MODEL: "LOCAL" };

/** An operator (admin role) on the shared server; its password is e2e/support/session.ts's PASSWORD. */
const E2E_OPERATOR = "operator-e2e@example.com";

// A fresh, empty data directory per run. Kept in the environment because Playwright loads this
// file again in each worker, and every load must agree on one directory.
process.env.FOLIO_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "folio-e2e-"));

export default defineConfig({
  testDir: "e2e",
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "reports/e2e.json" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace records every action's snapshots and a screencast, which kept Chromium's GPU process
    // busy for a third of a core; CI keeps only the log, so it records none (a run here keeps the
    // failing tests' traces).
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: {
      // Debian's Chromium: no `playwright install`, nothing downloaded.
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  webServer: {
    // The operator of e2e/recording-support.spec.ts, made with the admin CLI before the server holds the database.
    // FOLIO_E2E_BUILT: `npm test` built the app in its own step just before (scripts/test-all.mjs).
    command: `${process.env.FOLIO_E2E_BUILT ? "" : "npm run build && "}npm run admin -- create-user --email ${E2E_OPERATOR} --password 'correct horse battery' && npm run admin -- grant-admin ${E2E_OPERATOR} && npm start`,
    url: `http://localhost:${PORT}/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: { PORT: String(PORT), DATA_DIR: process.env.FOLIO_E2E_DATA_DIR, LOG_LEVEL: "warn", REGISTER_RATE_LIMIT: "500", ZOTERO_API_BASE: `http://127.0.0.1:${FAKE_ZOTERO_PORT}/api`, URL_IMPORT_ALLOW_HOSTS: EXTENSION_PAGE_HOST, ...ONE_PAID_MODEL },
  },
});
