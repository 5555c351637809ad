import { createFileRoute } from "@tanstack/react-router";
import { ExtensionConnectPage, validState } from "@/features/extension";

/** Opened by the browser extension's Connect button with its one-time state; the signed-in user approves here. */
export const Route = createFileRoute("/_app/extension/connect")({
  validateSearch: (search: Record<string, unknown>): { state?: string } => ({ state: validState(search.state) }),
  component: function ExtensionConnectRoute() {
    const { state } = Route.useSearch();
    return <ExtensionConnectPage state={state} />;
  },
});
