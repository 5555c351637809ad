import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { importBoundaries } from "./eslint.import-boundaries.js";

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/dist/**", "data/**", "apps/web/src/routeTree.gen.ts", "test-results/**", "playwright-report/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...importBoundaries,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}", "apps/extension/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.webextensions } },
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The contract depends on zod only.
    files: ["packages/contract/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/apps/**", "hono", "kysely"] }] },
  },
  {
    // The deterministic tools run in the browser and on the server: the contract, zod and the platform's Intl only.
    files: ["packages/text-tools/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/apps/**", "node:*", "hono", "kysely"] }] },
  },
  {
    // The typed client runs in Node, browsers and extensions: the contract and fetch-era web APIs only (its tests, in test/, may start the server).
    files: ["packages/client/src/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/apps/**", "node:*", "hono", "kysely"] }] },
  },
  {
    // Routes are HTTP only: no queries (eslint.import-boundaries.js has the rest of the import rules).
    files: ["apps/server/src/routes/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: ["kysely", "**/platform/db/**"] }] }] },
  },
  {
    // Settings are parsed once, at start, by the configuration module (docs/decisions/0010): nothing
    // else reads process.env. A child process's environment comes from its childProcessEnv(). The
    // event-loop probe is preloaded into the measured server before any of Folio's code, and talks
    // to its benchmark through its own variables.
    files: ["apps/server/**/*.{ts,tsx,mjs,js}", "bench/**/*.{ts,mjs,js}", "scripts/**/*.{ts,mjs,js}", "eval/**/*.{ts,mjs,js}", "e2e/**/*.{ts,mjs,js}"],
    ignores: ["apps/server/src/platform/config.ts", "apps/server/src/platform/config/**", "bench/loop-delay-probe.mjs"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read settings from the parsed configuration (AppDeps.config, loadConfig), and child environments from childProcessEnv() (platform/config.ts)." },
      ],
      "no-restricted-syntax": [
        "error",
        { selector: "ImportDeclaration[source.value=/^(node:)?process$/] ImportSpecifier[imported.name='env']", message: "Read settings from the parsed configuration (platform/config.ts), not node:process's env." },
      ],
    },
  },
);
