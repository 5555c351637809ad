import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/dist/**", "data/**", "apps/web/src/routeTree.gen.ts", "test-results/**", "playwright-report/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
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
    // Imports point one way: the contract depends on zod only, the web app never reaches into the server.
    files: ["packages/contract/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/apps/**", "hono", "kysely"] }] },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/apps/server/**"] }] },
  },
  {
    files: ["apps/server/src/routes/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ["kysely", "**/platform/db/**"] }] },
  },
);
