import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";

// Absolute paths: the build runs from the repository root as well as from apps/web.
const here = (relative: string) => decodeURIComponent(new URL(relative, import.meta.url).pathname);
const API_ORIGIN = "http://localhost:3000";

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
  ],
  resolve: { alias: { "@": here("./src") } },
  server: { proxy: { "/api": API_ORIGIN, "/health": API_ORIGIN } },
  build: { outDir: here("./dist"), emptyOutDir: true },
});
