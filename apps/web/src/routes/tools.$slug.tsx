import { createFileRoute } from "@tanstack/react-router";
import { loadPublicPage, PublicNotFound, PublicPageView } from "@/pages/public-site";

/**
 * One free tool's page (public): the public site's registry generates an entry per tool of the
 * contract's registry, pre-rendered; an unknown slug is the site's not-found page.
 */
export const Route = createFileRoute("/tools/$slug")({
  staticData: { registryPagesOnly: true },
  loader: ({ location }) => loadPublicPage(location.pathname),
  component: function ToolRoute() {
    const { page, Content } = Route.useLoaderData();
    return <PublicPageView page={page} Content={Content} />;
  },
  notFoundComponent: PublicNotFound,
});
