import { createFileRoute } from "@tanstack/react-router";
import { loadPublicPage, PublicPageView } from "@/pages/public-site";

/** The home page: the public site's registry entry for "/". */
export const Route = createFileRoute("/")({
  loader: () => loadPublicPage("/"),
  component: function HomeRoute() {
    const { page, Content } = Route.useLoaderData();
    return <PublicPageView page={page} Content={Content} />;
  },
});
