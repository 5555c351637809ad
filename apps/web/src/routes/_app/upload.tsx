import { createFileRoute } from "@tanstack/react-router";
import { UploadPage } from "@/features/documents/components/upload-page";

export const Route = createFileRoute("/_app/upload")({
  component: UploadPage,
});
