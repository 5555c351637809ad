import { createFileRoute } from "@tanstack/react-router";
import { loadPublicPage, PublicNotFound, PublicPageView } from "@/pages/public-site";

/** The free tools' index (public): the public site's registry entry, pre-rendered. */
export const Route = createFileRoute("/other-tools")({
  loader: ({ location }) => loadPublicPage(location.pathname),
  component: function ToolsIndexRoute() {
    const { page, Content } = Route.useLoaderData();
    return <PublicPageView page={page} Content={Content} />;
  },
  notFoundComponent: PublicNotFound,
});
