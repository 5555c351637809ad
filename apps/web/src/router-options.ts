import type { QueryClient } from "@tanstack/react-query";
import type { RouterHistory } from "@tanstack/react-router";
import { FullPageSpinner } from "./components/full-page-spinner";
import { NotFoundPage } from "./components/not-found-page";
import { RouteErrorPage } from "./components/route-error-page";

/**
 * The options every router of Folio is created with: the app's (router.tsx) and the public site's
 * (public-router.ts), which hydrates the pages the app's router pre-rendered and so must render
 * them with the same boundaries (the default pending component is what makes each match a
 * Suspense boundary). The build's pre-render passes a memory history at the page's address.
 */
export function routerOptions(queryClient: QueryClient, history?: RouterHistory) {
  return {
    ...(history ? { history } : {}),
    context: { queryClient },
    defaultPreload: "intent" as const,
    // Route data comes from TanStack Query, which decides freshness itself.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: FullPageSpinner,
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  };
}
