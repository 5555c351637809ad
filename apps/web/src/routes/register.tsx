import { createFileRoute, redirect } from "@tanstack/react-router";
import { currentUserQuery, isRegistered } from "@/lib/session";
import { safeNextPath, validateNextSearch } from "@/features/accounts/next-path";
import { RegisterPage } from "@/features/accounts/components/register-page";

export const Route = createFileRoute("/register")({
  validateSearch: validateNextSearch,
  beforeLoad: async ({ context, search }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQuery).catch(() => undefined);
    if (isRegistered(user)) throw redirect({ href: safeNextPath(search.next) });
  },
  component: RegisterRoute,
});

function RegisterRoute() {
  const { next } = Route.useSearch();
  return <RegisterPage next={next} />;
}
