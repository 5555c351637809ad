import { createRouter, type RouterHistory } from "@tanstack/react-router";
import type { QueryClient } from "@tanstack/react-query";
import { routeTree } from "./routeTree.gen";
import { routerOptions } from "./router-options";

/** The app's router; the build's pre-render passes a memory history at the page's address. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({ routeTree, ...routerOptions(queryClient, history) });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /**
     * The route shows only pages of the public site's registry (typed links to them): an address
     * without a registered page is not found, so the server answers it with the 404 page, not the app.
     */
    registryPagesOnly?: boolean;
  }
}
