import { createFileRoute } from "@tanstack/react-router";
import { loadPublicPage, PublicNotFound, PublicPageView } from "@/pages/public-site";

/**
 * Every other public page, looked up in the public site's registry (pages/public-site/registry.ts):
 * an address that no file route and no registered page claims is the site's 404.
 */
export const Route = createFileRoute("/$")({
  loader: ({ location }) => loadPublicPage(location.pathname),
  component: function PublicRoute() {
    const { page, Content } = Route.useLoaderData();
    return <PublicPageView page={page} Content={Content} />;
  },
  notFoundComponent: PublicNotFound,
});
