import { createRouter, type AnyRoute } from "@tanstack/react-router";
import type { QueryClient } from "@tanstack/react-query";
import { Route as rootRoute } from "./routes/__root";
import { Route as homeRoute } from "./routes/index";
import { Route as pageRoute } from "./routes/$";
import { Route as otherToolsRoute } from "./routes/other-tools";
import { Route as toolRoute } from "./routes/tools.$slug";
import { Route as developersRoute } from "./routes/developers.index";
import { findPublicPage } from "./pages/public-site";
import { routerOptions } from "./router-options";

/**
 * A file route placed in the public tree where the router plugin's generated tree places it
 * (routeTree.gen.ts): `update` merges the id, path and parent into the route's options, which its
 * type does not list.
 */
function placed<R extends AnyRoute>(route: R, id: string): R {
  return route.update({ id, path: id, getParentRoute: () => rootRoute } as Parameters<R["update"]>[0]);
}

/**
 * The public site's router (docs/decisions/0055): the root route (its frame widgets: consent
 * banner, page views, support, ...) and the routes that show the public site's registry pages,
 * the same route objects as in the app's tree, so a page renders (and hydrates) as the app's router
 * pre-rendered it. None of the app's own routes or pages is reached from here. A navigation to an
 * address this site does not serve (log in, the app, an unknown address) is a document navigation:
 * the server answers it with the app, its pre-rendered form or the 404 page.
 */
export function createPublicRouter(queryClient: QueryClient) {
  const routeTree = rootRoute.addChildren([
    placed(homeRoute, "/"),
    placed(pageRoute, "/$"),
    placed(otherToolsRoute, "/other-tools"),
    placed(toolRoute, "/tools/$slug"),
    placed(developersRoute, "/developers/"),
  ]);
  const router = createRouter({ routeTree, ...routerOptions(queryClient) });
  router.history.block({
    blockerFn: ({ nextLocation }) => {
      if (findPublicPage(nextLocation.pathname)) return false;
      window.location.assign(nextLocation.href);
      return true;
    },
    enableBeforeUnload: false,
  });
  return router;
}
