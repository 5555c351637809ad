import { createFileRoute, redirect } from "@tanstack/react-router";

/** /conversation: the spec's upload-and-chat entry path, the start-chat dialog (which offers the upload) on /conversations. */
export const Route = createFileRoute("/conversation")({
  beforeLoad: () => {
    throw redirect({ to: "/conversations", search: { startChat: true }, replace: true });
  },
});
