import { createFileRoute } from "@tanstack/react-router";
import { RecordingsPage } from "@/features/recordings";

export const Route = createFileRoute("/_app/admin/recordings")({
  component: RecordingsPage,
});
