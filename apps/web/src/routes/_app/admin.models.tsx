import { createFileRoute } from "@tanstack/react-router";
import { ModelsPage } from "@/features/admin";

export const Route = createFileRoute("/_app/admin/models")({
  component: ModelsPage,
});
