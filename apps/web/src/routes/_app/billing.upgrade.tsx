import { createFileRoute } from "@tanstack/react-router";
import { UpgradePage } from "@/features/billing/components/upgrade-page";

export const Route = createFileRoute("/_app/billing/upgrade")({
  component: UpgradePage,
});
