import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";

// Absolute paths: the build runs from the repository root as well as from apps/web.
const here = (relative: string) => decodeURIComponent(new URL(relative, import.meta.url).pathname);
const API_ORIGIN = "http://localhost:3000";
/** The public pages' entry (src/public-main.tsx), which prerender.ts finds in the build's manifest. */
const PUBLIC_ENTRY = "public-entry";
const PUBLIC_ENTRY_CHUNK = new RegExp(`^assets/${PUBLIC_ENTRY}-[\\w-]+\\.js$`);

/**
 * PDF.js needs its character maps (CJK text), standard fonts and image decoders at run time. They are
 * copied from the installed pdfjs-dist into the build under a versioned path (so the year-long cache
 * of /assets/ stays right), and served from node_modules in dev: nothing comes from a CDN.
 */
function pdfjsAssets(): Plugin {
  const pkgDir = path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"));
  const { version } = JSON.parse(fs.readFileSync(path.join(pkgDir, "package.json"), "utf8")) as { version: string };
  const base = `assets/pdfjs-${version}`;
  const dirs = ["cmaps", "standard_fonts", "wasm", "iccs"];
  return {
    name: "folio-pdfjs-assets",
    // Not in the pre-render's server bundle (prerender.ts), which draws no PDF.
    apply: (_config, env) => !env.isSsrBuild,
    configureServer(server) {
      server.middlewares.use(`/${base}/`, (req, res, next) => {
        const rel = decodeURIComponent((req.url ?? "").split("?")[0] ?? "").replace(/^\/+/, "");
        const file = path.join(pkgDir, rel);
        if (!dirs.some((d) => rel.startsWith(`${d}/`)) || rel.includes("..") || !fs.existsSync(file)) return next();
        res.end(fs.readFileSync(file));
      });
    },
    generateBundle() {
      for (const dir of dirs) {
        for (const name of fs.readdirSync(path.join(pkgDir, dir))) {
          this.emitFile({ type: "asset", fileName: `${base}/${dir}/${name}`, source: fs.readFileSync(path.join(pkgDir, dir, name)) });
        }
      }
    },
  };
}

export default defineConfig({
  root: here("."),
  plugins: [
    // Before react(): the router plugin rewrites route files for code splitting.
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      // The home page is the usual first visit: kept in the main bundle, it renders without one
      // more round trip for its chunk.
      codeSplittingOptions: { splitBehavior: ({ routeId }) => (routeId === "/" ? [] : undefined) },
      routesDirectory: here("./src/routes"),
      generatedRouteTree: here("./src/routeTree.gen.ts"),
      quoteStyle: "double",
      semicolons: true,
    }),
    react(),
    tailwindcss(),
    pdfjsAssets(),
  ],
  resolve: { alias: { "@": here("./src") } },
  server: { proxy: { "/api": API_ORIGIN, "/health": API_ORIGIN } },
  build: {
    // The app's own pages start from index.html (main.tsx); the pre-rendered public pages load
    // public-main.tsx, which evaluates the app in steps (docs/decisions/0048). The manifest tells
    // prerender.ts the public entry's file.
    manifest: true,
    modulePreload: {
      // Each step's chunk imports every chunk it needs, so the browser fetches them in parallel
      // anyway; a <link rel=modulepreload> per chunk (93 for the app's start) only added main-thread
      // work (each link's insertion) to the steps. CSS stays.
      resolveDependencies: (_file, deps, { hostId, hostType }) => (hostType === "js" && PUBLIC_ENTRY_CHUNK.test(hostId) ? deps.filter((d) => d.endsWith(".css")) : deps),
    },
    outDir: here("./dist"),
    emptyOutDir: true,
    rolldownOptions: {
      input: { index: here("./index.html"), [PUBLIC_ENTRY]: here("./src/public-main.tsx") },
      output: {
        // Zod and the module that turns its eval probe off (lib/schemas-without-eval.ts) in one
        // chunk: every chunk that builds a schema imports it, so the setting runs first. Left to
        // the bundler, zod shared a chunk with the contract's schemas, built before the setting,
        // and the probe was reported as a CSP violation (Lighthouse best practices).
        codeSplitting: { groups: [{ name: "zod", test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]lib[\\/]schemas-without-eval\.ts$/ }] },
      },
    },
  },
});
