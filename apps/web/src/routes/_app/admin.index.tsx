import { createFileRoute } from "@tanstack/react-router";
import { DashboardPage } from "@/features/admin";

export const Route = createFileRoute("/_app/admin/")({
  component: DashboardPage,
});
