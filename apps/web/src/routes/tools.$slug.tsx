import { createFileRoute, notFound } from "@tanstack/react-router";
import { findTool } from "@folio/contract";
import { ToolPage } from "@/features/tools";

/** One free tool's page (public), looked up in the registry; an unknown slug is the not-found page. */
export const Route = createFileRoute("/tools/$slug")({
  beforeLoad: ({ params }) => {
    if (!findTool(params.slug)) throw notFound();
  },
  component: function ToolRoute() {
    const tool = findTool(Route.useParams().slug);
    if (!tool) throw notFound();
    return <ToolPage tool={tool} />;
  },
});
