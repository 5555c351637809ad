import { createFileRoute } from "@tanstack/react-router";
import { DocumentsPage } from "@/features/documents/components/documents-page";

export const Route = createFileRoute("/_app/documents/")({
  component: DocumentsPage,
});
