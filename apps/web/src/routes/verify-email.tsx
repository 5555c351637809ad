import { createFileRoute } from "@tanstack/react-router";
import { optionalSearchParam } from "@/lib/search-param";
import { VerifyEmailPage } from "@/features/accounts/components/verify-email-page";

export const Route = createFileRoute("/verify-email")({
  validateSearch: optionalSearchParam("token"),
  component: function VerifyEmailRoute() {
    const { token } = Route.useSearch();
    return <VerifyEmailPage token={token} />;
  },
});
