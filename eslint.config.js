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
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The contract depends on zod only.
    files: ["packages/contract/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/apps/**", "hono", "kysely"] }] },
  },
  {
    // Routes are HTTP only: no queries (eslint.import-boundaries.js has the rest of the import rules).
    files: ["apps/server/src/routes/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: ["kysely", "**/platform/db/**"] }] }] },
  },
);
