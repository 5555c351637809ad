import { createFileRoute } from "@tanstack/react-router";
import { optionalSearchParam } from "@/lib/search-param";
import { ResetPasswordPage } from "@/features/accounts/components/reset-password-page";

export const Route = createFileRoute("/reset-password")({
  validateSearch: optionalSearchParam("token"),
  component: function ResetPasswordRoute() {
    const { token } = Route.useSearch();
    return <ResetPasswordPage token={token} />;
  },
});
