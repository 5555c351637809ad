import { createFileRoute } from "@tanstack/react-router";
import { loadPublicPage, PublicNotFound, PublicPageView } from "@/pages/public-site";

/** /developers: the public site's registry entry (pre-rendered, in the public frame on white). */
export const Route = createFileRoute("/developers/")({
  loader: ({ location }) => loadPublicPage(location.pathname),
  component: function DevelopersRoute() {
    const { page, Content } = Route.useLoaderData();
    return <PublicPageView page={page} Content={Content} />;
  },
  notFoundComponent: PublicNotFound,
});
