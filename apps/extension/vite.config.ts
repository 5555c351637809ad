import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

// Absolute paths: the build runs from the repository root as well as from apps/extension.
const here = (relative: string) => decodeURIComponent(new URL(relative, import.meta.url).pathname);

/**
 * Two entries: the side panel (an HTML page) and the background service worker (an ES module, as
 * the manifest declares it). Content scripts are functions injected with chrome.scripting, so no
 * separate classic-script bundle is needed. `@` is the web app's source: its theme and components.
 */
export default defineConfig({
  root: here("."),
  base: "./",
  plugins: [react(), tailwindcss()],
  resolve: { alias: { "@": here("../web/src") } },
  build: {
    outDir: here("./dist"),
    emptyOutDir: true,
    // No source of eval or inline script: the extension CSP forbids both.
    modulePreload: false,
    rollupOptions: {
      input: { sidepanel: here("./sidepanel.html"), background: here("./src/background.ts") },
      output: { entryFileNames: (chunk) => (chunk.name === "background" ? "background.js" : "assets/[name]-[hash].js") },
    },
  },
});
