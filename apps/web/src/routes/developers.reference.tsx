import { createFileRoute } from "@tanstack/react-router";
import { ApiReferencePage } from "@/features/developers/components/api-reference-page";

export const Route = createFileRoute("/developers/reference")({
  component: ApiReferencePage,
});
