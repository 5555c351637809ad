import "./lib/schemas-without-eval";
import { renderToString } from "react-dom/server";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider, createMemoryHistory } from "@tanstack/react-router";
import { createQueryClient } from "./lib/query-client";
import { createAppRouter } from "./router";
import { PRERENDERED_APP_PAGES, PUBLIC_PAGES, type PublicPage } from "./pages/public-site";

/**
 * The build's server-side entry (apps/web/prerender.ts bundles it with Vite and runs it in Node):
 * the public pages to write, each page rendered by the app's own router at its address, and the
 * app's route patterns, so the server knows which other addresses are the app (200) and which are
 * not found (404).
 */
export { PUBLIC_PAGES, PRERENDERED_APP_PAGES, type PublicPage };

/** A path no route or page claims: rendering it gives the site's 404 page. */
export const NOT_FOUND_PROBE = "/__folio-not-found__";

/** The app's markup at this address as a signed-out visitor sees it, with the route's code and loader done. */
export async function renderPath(path: string): Promise<string> {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/**
 * The addresses of the app's file routes as patterns ("/conversations/$id", "/chat-file/{-$id}"),
 * from the router's own route tree, without layout-only routes, the public pages' catch-all, routes
 * that show only registered pages (/tools/$slug: an unknown tool is a 404) and the root; the server
 * answers them with the app shell.
 */
export function appRoutePatterns(): string[] {
  const router = createAppRouter(createQueryClient());
  const patterns = new Set<string>();
  for (const route of Object.values(router.routesById)) {
    const path = route.fullPath.replace(/\/+$/, "") || "/";
    if (path === "/" || path === "/$" || route.options.staticData?.registryPagesOnly) continue;
    patterns.add(path);
  }
  return [...patterns].sort();
}
