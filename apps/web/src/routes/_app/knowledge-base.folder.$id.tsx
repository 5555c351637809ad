import { createFileRoute } from "@tanstack/react-router";
import { FolderPage } from "@/features/folders/components/folder-page";

/** /knowledge-base/folder/$id — folder view (a path containing /folder, spec point 2). */
export const Route = createFileRoute("/_app/knowledge-base/folder/$id")({
  component: function FolderRoute() {
    const { id } = Route.useParams();
    return <FolderPage key={id} id={id} />;
  },
});
