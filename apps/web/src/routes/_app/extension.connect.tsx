import { createFileRoute } from "@tanstack/react-router";
import { ExtensionConnectPage } from "@/features/extension";
// Its own module: the search validation stays in the route tree, which every page loads, and the
// feature's pages (with the developer keys, folders and chat code they reach) in the route's chunk.
import { validState } from "@/features/extension/handoff";

/** Opened by the browser extension's Connect button with its one-time state; the signed-in user approves here. */
export const Route = createFileRoute("/_app/extension/connect")({
  validateSearch: (search: Record<string, unknown>): { state?: string } => ({ state: validState(search.state) }),
  component: function ExtensionConnectRoute() {
    const { state } = Route.useSearch();
    return <ExtensionConnectPage state={state} />;
  },
});
