import { useEffect, type ReactNode } from "react";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useQueryClient } from "@tanstack/react-query";
import { BILLING_MESSAGES } from "@folio/contract/billing-messages";
import type { PlanKey } from "@folio/contract/billing-plans";
import { PageSpinner } from "@/components/ui/page-spinner";
import { ErrorState } from "@/components/error-state";
import { useSignedInUser } from "@/features/accounts";
import { errorDetail } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useUserSubscription } from "../api/billing";
import { ApiPlanCard } from "./api-plan-card";
import { BillingHistory } from "./billing-history";
import { CreditsCard } from "./credits-card";
import { CurrentPlanCard } from "./current-plan-card";
import { UsageBars } from "./usage-bars";

export interface BillingSearch {
  checkout?: "success" | "failed" | "cancelled";
  kind?: "web" | "api" | "one_time";
  subscription?: "cancelled" | "reactivated";
}

/**
 * Where a checkout comes back to: the spec's purchase-success notices, then the plan, usage, credits
 * and payments; `children` are the sections features above billing add (the referral ledger).
 */
export function BillingPage({ children }: { children?: ReactNode }) {
  const user = useSignedInUser();
  const subscription = useUserSubscription();
  const search: BillingSearch = useSearch({ strict: false });
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!search.checkout) return;
    if (search.checkout === "success") {
      if (search.kind === "one_time") toast.success(BILLING_MESSAGES.purchaseSuccessful, "Your credits are ready to use.");
      else toast.success(BILLING_MESSAGES.accountUpgraded, "Your new plan is active.");
      void queryClient.invalidateQueries();
    } else if (search.checkout === "failed") {
      toast.error(BILLING_MESSAGES.subscriptionFailedTitle, BILLING_MESSAGES.subscriptionFailed);
    }
    void navigate({ to: "/billing", search: {}, replace: true });
  }, [search.checkout, search.kind, navigate, queryClient]);

  const plan = (user.plan ?? "FREE") as PlanKey;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <title>Billing · Folio</title>
      <header className="mb-6 grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Billing</h1>
        <p className="text-sm text-muted-foreground">Your plan, what you have used today, credits, payments and referrals.</p>
      </header>
      {subscription.isPending ? (
        <PageSpinner label="Loading your plan" />
      ) : subscription.isError ? (
        <ErrorState message={errorDetail(subscription.error)} onRetry={() => void subscription.refetch()} retrying={subscription.isFetching} />
      ) : (
        <div className="grid gap-6">
          <CurrentPlanCard plan={plan} data={subscription.data} />
          <ApiPlanCard data={subscription.data} />
          <UsageBars />
          <CreditsCard paid={plan !== "FREE" || user.unlimited} />
          <BillingHistory />
          {children}
        </div>
      )}
    </div>
  );
}
