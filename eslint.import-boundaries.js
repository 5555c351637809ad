// Import boundaries of the server and the web app (docs/decisions/0006-import-boundaries.md), checked
// by eslint-plugin-boundaries (which layer may import which, a feature entered through its index.ts)
// and eslint-plugin-import-x's no-cycle (no file imports itself back through others).
import boundaries from "eslint-plugin-boundaries";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

const SERVER = "apps/server/src";
const WEB = "apps/web/src";

/**
 * The server's features, lowest first: a feature may use the features before it, through their
 * index.ts, and none after it. The order is what makes a cycle between features impossible; a new
 * feature takes its place here.
 */
export const SERVER_FEATURES = ["health", "analytics", "accounts", "mobile", "scope", "billing", "referrals", "api-keys", "folders", "retrieval", "documents", "books", "zotero", "chat", "openai-compat", "mcp", "summaries", "literature-reviews", "podcasts", "tools", "recordings", "support"];

/** The web app's features, lowest first, with the same rule. */
export const WEB_FEATURES = ["consent", "analytics", "support", "recordings", "accounts", "home", "tools", "billing", "referrals", "documents", "books", "mobile", "viewer", "podcasts", "chat", "summaries", "folders", "zotero", "developers", "extension", "assistants", "onboarding", "admin", "shell"];

/**
 * The server's libraries, lowest first: used by features, routes and wiring, they import no feature
 * and no wiring; each may use the libraries before it.
 */
const SERVER_LIBRARIES = ["text", "ingest", "retrieval", "answering"];

/** Libraries entered through their index.ts only (the others are still reached file by file). */
const LIBRARIES_WITH_ONE_ENTRY = ["answering", "text"];

/** An element: the folder (or file) at this path from the repository root, the files in it its own. */
const element = (type, pattern, capture) => ({ type, pattern, partialMatch: false, ...(capture ? { capture } : {}) });

const elements = [
  // Server. What is in no folder below (app.ts, bootstrap.ts, deps.ts, jobs.ts, main.ts, worker.ts,
  // cli/) is the app's wiring, on top.
  element("server-routes", `${SERVER}/routes`),
  element("server-feature", `${SERVER}/features/*`, ["feature"]),
  ...SERVER_LIBRARIES.map((name) => element(`server-library-${name}`, `${SERVER}/${name}`)),
  element("server-adapter", `${SERVER}/adapters`),
  element("server-platform", `${SERVER}/platform`),
  element("server-test-support", `${SERVER}/test-support`),
  element("server-wiring", SERVER),
  // Web. main.tsx, router.tsx and the generated route tree are the app's wiring.
  element("web-routes", `${WEB}/routes`),
  element("web-pages", `${WEB}/pages`),
  element("web-feature", `${WEB}/features/*`, ["feature"]),
  element("web-shared", [`${WEB}/components`, `${WEB}/lib`]),
  element("web-test-support", `${WEB}/test-support`),
  element("web-app", WEB),
  // Around the apps.
  element("contract", "packages/contract"),
  element("tools", ["eval", "bench", "scripts", "e2e"]),
];

const files = [
  // Tests, and the test fakes and data kept beside the code they serve (testing/, testdata/): fixtures,
  // which tests, benchmarks and evaluation may use wherever they are.
  { category: "test", pattern: ["**/*.test.ts", "**/*.test.tsx", "**/testing/**", "**/testdata/**"] },
  { category: "fixture", pattern: ["**/testing/**", "**/testdata/**"] },
  // The type of the dependency bundle: the one file of the server's wiring that features and routes use.
  { category: "deps", pattern: `${SERVER}/deps.ts` },
];

/** Selectors of elements, or of whole entities ({element, file}), as a policy's allowed targets. */
const to = (...selectors) => ({ to: selectors.map((selector) => ("element" in selector ? selector : { element: selector })) });
const deps = { element: { type: "server-wiring" }, file: { categories: "deps" } };
const from = (selector, extra = {}) => ({ element: selector, ...extra });
const featureIndex = (type, name) => ({ type, captured: { feature: name }, fileInternalPath: "index.{ts,tsx}" });
const lowerFeatures = (type, order, name) => order.slice(0, order.indexOf(name)).map((lower) => featureIndex(type, lower));
const featureIndexes = (type, order) => order.map((name) => featureIndex(type, name));
/** A library entered through its index.ts only, or any of its files. */
const libraryEntry = (name) => ({ type: `server-library-${name}`, ...(LIBRARIES_WITH_ONE_ENTRY.includes(name) ? { fileInternalPath: "index.ts" } : {}) });
const libraryEntries = SERVER_LIBRARIES.map(libraryEntry);
const serverBelowFeatures = [...libraryEntries, { type: "server-adapter" }, { type: "server-platform" }];
const fixtures = { element: { type: "server-*" }, file: { categories: "fixture" } };
const serverForTests = [{ type: "server-wiring" }, deps, { type: "server-test-support" }, fixtures, ...featureIndexes("server-feature", SERVER_FEATURES), ...serverBelowFeatures];

const policies = [
  // The contract is used by every part and imports nothing of them.
  { from: from({ type: "*" }), allow: to({ type: "contract" }) },

  // Server, top down.
  { from: from({ type: "server-wiring" }), allow: to({ type: "server-wiring" }, { type: "server-routes" }, { type: "server-feature" }, ...serverBelowFeatures) },
  { from: from({ type: "server-routes" }), allow: to(deps, { type: "server-feature" }, ...serverBelowFeatures) },
  ...SERVER_FEATURES.map((name) => ({
    from: from({ type: "server-feature", captured: { feature: name } }),
    allow: to(deps, ...lowerFeatures("server-feature", SERVER_FEATURES, name), ...serverBelowFeatures),
  })),
  // The text toolkit, the lowest library, imports nothing of the server (npm packages only).
  ...SERVER_LIBRARIES.slice(1).map((name, i) => ({
    from: from({ type: `server-library-${name}` }),
    allow: to(...libraryEntries.slice(0, i + 1), { type: "server-adapter" }, { type: "server-platform" }),
  })),
  { from: from({ type: "server-adapter" }), allow: to({ type: "server-platform" }) },
  { from: from({ type: "server-test-support" }), allow: to(...serverForTests) },
  // A test anywhere in the server may also start the app and use the test support and any feature's index.
  { from: from({ type: "server-*" }, { file: { categories: "test" } }), allow: to(...serverForTests) },

  // Web, top down: routes -> pages -> features -> shared components and lib.
  // The wiring: main.tsx and router.tsx use the routes; the build's pre-render entry the public site's registry in pages/.
  { from: from({ type: "web-app" }), allow: to({ type: "web-routes" }, { type: "web-pages" }, { type: "web-shared" }) },
  { from: from({ type: "web-routes" }), allow: to({ type: "web-pages" }, { type: "web-feature" }, { type: "web-shared" }) },
  { from: from({ type: "web-pages" }), allow: to(...featureIndexes("web-feature", WEB_FEATURES), { type: "web-shared" }) },
  ...WEB_FEATURES.map((name) => ({
    from: from({ type: "web-feature", captured: { feature: name } }),
    allow: to(...lowerFeatures("web-feature", WEB_FEATURES, name), { type: "web-shared" }),
  })),
  { from: from({ type: "web-shared" }), allow: to({ type: "web-shared" }) },
  { from: from({ type: "web-test-support" }), allow: to({ type: "web-shared" }) },
  { from: from({ type: "web-*" }, { file: { categories: "test" } }), allow: to({ type: "web-test-support" }) },

  // Evaluation, benchmarks, scripts and end-to-end tests use public entry points: the app, a
  // feature's or a library's index, the test support.
  { from: from({ type: "tools" }), allow: to({ type: "tools" }, ...serverForTests) },
];

/** Imports are resolved as TypeScript does in each project (the web app's "@/" paths included). */
const RESOLVER = {
  project: ["apps/server/tsconfig.json", "apps/web/tsconfig.json", "packages/contract/tsconfig.json", "e2e/tsconfig.json"],
  noWarnOnMultipleProjects: true,
};

export const importBoundaries = [
  {
    files: ["apps/server/**/*.ts", "apps/web/src/**/*.{ts,tsx}", "packages/contract/**/*.ts", "eval/**/*.ts", "bench/**/*.ts", "scripts/**/*.ts", "e2e/**/*.ts"],
    plugins: { boundaries, "import-x": importX },
    settings: {
      "boundaries/root-path": import.meta.dirname,
      "boundaries/elements": elements,
      "boundaries/files": files,
      // Re-exports and lazy imports cross boundaries too.
      "boundaries/dependency-nodes": ["import", "export", "dynamic-import"],
      "boundaries/legacy-templates": false,
      "import/resolver": { typescript: RESOLVER },
      // import-x reads the imported files too: with the TypeScript parser, by the same resolver.
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [
        createTypeScriptImportResolver(RESOLVER),
      ],
    },
    rules: {
      "boundaries/dependencies": ["error", { default: "disallow", policies }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
];
