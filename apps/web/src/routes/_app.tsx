import { createFileRoute, redirect } from "@tanstack/react-router";
import { currentUserQuery, isRegistered } from "@/lib/session";
import { AppShell } from "@/features/shell/components/app-shell";

/** The signed-in part of the app: anonymous visitors are sent to log in and brought back after. */
export const Route = createFileRoute("/_app")({
  beforeLoad: async ({ context, location }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQuery);
    if (!isRegistered(user)) throw redirect({ to: "/login", search: { next: location.href } });
  },
  component: AppShell,
});
