import { createFileRoute } from "@tanstack/react-router";
import { LoginPage } from "@/features/accounts/components/login-page";

export const Route = createFileRoute("/login")({
  validateSearch: (search: Record<string, unknown>): { next?: string; error?: string } => ({
    ...(typeof search.next === "string" && search.next ? { next: search.next } : {}),
    // Set by the server when sign-in with Google did not complete.
    ...(typeof search.error === "string" && search.error ? { error: search.error } : {}),
  }),
  component: LoginRoute,
});

function LoginRoute() {
  const { next, error } = Route.useSearch();
  return <LoginPage next={next} externalError={error} />;
}
