import { createFileRoute } from "@tanstack/react-router";
import { UploadPage } from "@/features/documents/components/upload-page";

/** The spec's second upload entry path: the same page as /upload. */
export const Route = createFileRoute("/_app/file-upload")({
  component: UploadPage,
});
