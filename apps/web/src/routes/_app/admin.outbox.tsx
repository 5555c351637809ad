import { createFileRoute } from "@tanstack/react-router";
import { OutboxPage } from "@/features/support";

export const Route = createFileRoute("/_app/admin/outbox")({
  component: OutboxPage,
});
