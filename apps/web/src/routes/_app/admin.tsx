import { createFileRoute } from "@tanstack/react-router";
import { AdminLayout } from "@/features/admin";

/** The operator area (/admin): admins only, its sections as child routes. */
export const Route = createFileRoute("/_app/admin")({
  component: AdminLayout,
});
