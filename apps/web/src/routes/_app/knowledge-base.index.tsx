import { createFileRoute } from "@tanstack/react-router";
import { FoldersPage } from "@/features/folders/components/folders-page";

/** /knowledge-base — the user's folders. */
export const Route = createFileRoute("/_app/knowledge-base/")({
  component: FoldersPage,
});
