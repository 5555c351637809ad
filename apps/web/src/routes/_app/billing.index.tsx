import { createFileRoute } from "@tanstack/react-router";
import { BillingPage, type BillingSearch } from "@/features/billing/components/billing-page";
import { ReferralLedger } from "@/features/referrals";

const pick = <T extends string>(v: unknown, allowed: readonly T[]): T | undefined => (allowed.includes(v as T) ? (v as T) : undefined);

export const Route = createFileRoute("/_app/billing/")({
  validateSearch: (search: Record<string, unknown>): BillingSearch => ({
    checkout: pick(search.checkout, ["success", "failed", "cancelled"] as const),
    kind: pick(search.kind, ["web", "api", "one_time"] as const),
    subscription: pick(search.subscription, ["cancelled", "reactivated"] as const),
  }),
  component: BillingRoute,
});

function BillingRoute() {
  return (
    <BillingPage>
      <ReferralLedger />
    </BillingPage>
  );
}
