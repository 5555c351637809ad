import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { importBoundaries } from "./eslint.import-boundaries.js";

/** Any file of apps/server/src/answering/ but its index.ts (the library's one entry). */
const ANSWERING_INTERNALS = {
  regex: "(^|/)answering/(?!index\\.ts$)",
  message: "Import the answer library through answering/index.ts only.",
};

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
    // The answer library is reached through its index only (server, bench and eval alike); the web
    // and contract blocks below replace this rule with stricter ones that forbid the server at all.
    files: ["**/*.ts"],
    ignores: ["apps/server/src/answering/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [ANSWERING_INTERNALS] }] },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Imports point one way: the contract depends on zod only, the web app never reaches into the server.
    files: ["packages/contract/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/apps/**", "hono", "kysely"] }] },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/apps/server/**"] }] },
  },
  {
    files: ["apps/server/src/answering/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: ["**/features/**", "**/app.ts", "**/bootstrap.ts", "**/deps.ts"], message: "The answer library must not import a feature or the app's wiring." }] }] },
  },
  {
    // The text toolkit (apps/server/src/text/) is entered through its index only, and imports nothing
    // of the server. Checked with typescript-eslint's copy of the rule, so these patterns add to the
    // no-restricted-imports blocks instead of replacing them.
    files: ["apps/server/**/*.ts", "scripts/**/*.ts", "eval/**/*.ts", "bench/**/*.ts", "e2e/**/*.ts"],
    ignores: ["apps/server/src/text/**"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [{ regex: "(^|/)text/(?!index\\.ts$)", message: "Import the text toolkit through text/index.ts only." }] }] },
  },
  {
    files: ["apps/server/src/text/**/*.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [{ group: ["../**"], message: "The text toolkit imports npm packages only, nothing else of the server." }] }] },
  },
  {
    // A later block's no-restricted-imports replaces an earlier one's, so routes repeat the answering rule.
    files: ["apps/server/src/routes/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: ["kysely", "**/platform/db/**"] }, ANSWERING_INTERNALS] }] },
  },
);
