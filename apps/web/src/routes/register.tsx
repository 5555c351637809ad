import { createFileRoute } from "@tanstack/react-router";
import { validateNextSearch } from "@/features/accounts/next-path";
import { RegisterPage } from "@/features/accounts/components/register-page";
import { forgetReferralCode, keptReferralCode } from "@/features/referrals";

export const Route = createFileRoute("/register")({
  validateSearch: validateNextSearch,
  component: RegisterRoute,
});

function RegisterRoute() {
  const { next } = Route.useSearch();
  return <RegisterPage next={next} referral={{ code: keptReferralCode, onRegistered: forgetReferralCode }} />;
}
