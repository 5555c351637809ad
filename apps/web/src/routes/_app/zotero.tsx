import { createFileRoute } from "@tanstack/react-router";
import { ZoteroPage } from "@/features/zotero";

export const Route = createFileRoute("/_app/zotero")({
  component: ZoteroPage,
});
