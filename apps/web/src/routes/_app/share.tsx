import { createFileRoute } from "@tanstack/react-router";
import { ShareTargetPage } from "@/pages/share-target-page";

/** Where the installed app's share target (public/sw.js) sends a shared file or link. */
export const Route = createFileRoute("/_app/share")({
  component: ShareTargetPage,
});
