import { createFileRoute, redirect } from "@tanstack/react-router";
import { currentUserQuery, isRegistered } from "@/lib/session";
import { safeNextPath } from "@/features/accounts/next-path";
import { LoginPage } from "@/features/accounts/components/login-page";

export const Route = createFileRoute("/login")({
  validateSearch: (search: Record<string, unknown>): { next?: string; error?: string } => ({
    ...(typeof search.next === "string" && search.next ? { next: search.next } : {}),
    // Set by the server when sign-in with Google did not complete.
    ...(typeof search.error === "string" && search.error ? { error: search.error } : {}),
  }),
  beforeLoad: async ({ context, search }) => {
    // Already signed in: go straight on. If the server cannot be reached, show the form anyway.
    const user = await context.queryClient.ensureQueryData(currentUserQuery).catch(() => undefined);
    if (isRegistered(user)) throw redirect({ href: safeNextPath(search.next) });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { next, error } = Route.useSearch();
  return <LoginPage next={next} externalError={error} />;
}
