import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { BILLING_MESSAGES } from "@folio/contract/billing-messages";
import { WEB_PLANS, type PlanKey } from "@folio/contract/billing-plans";
import type { UserSubscription } from "@folio/contract";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { errorDetail } from "@/lib/api-client";
import { openPlanOverlay } from "@/lib/plan-overlay";
import { toast } from "@/lib/toast";
import { useManageSubscription } from "../api/billing";
import { ChurnDialog } from "./churn-dialog";

const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" }) : null);

export function CurrentPlanCard({ plan, data }: { plan: PlanKey; data: UserSubscription }) {
  const manage = useManageSubscription();
  const queryClient = useQueryClient();
  const [churnOpen, setChurnOpen] = useState(false);
  const web = data.web;

  const run = (action: "SUBSCRIPTION_CANCEL" | "SUBSCRIPTION_UPDATE" | "PAYMENT_UPDATE", done?: string) =>
    manage.mutate(action, {
      onSuccess: async ({ url }) => {
        if (/^https?:/.test(url)) return window.location.assign(url);
        await queryClient.invalidateQueries({ queryKey: ["billing"] });
        await queryClient.invalidateQueries({ queryKey: ["current-user"] });
        if (done) toast.success(done);
        setChurnOpen(false);
      },
      onError: (err) => toast.error("Subscription", errorDetail(err)),
    });

  return (
    <Card aria-labelledby="plan-title">
      <CardHeader>
        <CardTitle id="plan-title">Your plan</CardTitle>
        <CardDescription>
          {data.payment_mode === "test" ? "Payments are in test mode on this server: no card is charged." : "Payments are handled by Stripe."}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <p className="text-2xl font-semibold" data-testid="current-plan">
            {WEB_PLANS[plan].name}
          </p>
          {web && (
            <p className="text-sm text-muted-foreground">
              {web.period === "YEARLY" ? "Yearly" : "Monthly"} · <span data-testid="subscription-status">{web.status}</span>
              {web.trial !== "none" && web.status === "Trialing" ? " (trial)" : ""}
            </p>
          )}
        </div>
        {web?.status === "Failed" && <Alert tone="error">{BILLING_MESSAGES.billingFailed}</Alert>}
        {web && (
          <p className="text-sm text-muted-foreground">
            {web.cancel_at_period_end
              ? `Cancelled: your plan stays active until ${date(web.current_period_end)}.`
              : web.current_period_end
                ? `${web.status === "Trialing" ? "Trial ends" : "Renews"} on ${date(web.current_period_end)}.`
                : null}
          </p>
        )}
        <p className="text-sm">
          Credits: <span className="font-medium tabular-nums" data-testid="credits">{data.credits}</span>
        </p>
        <div className="flex flex-wrap gap-2">
          {plan !== "ENTERPRISE" && (
            <Button onClick={() => openPlanOverlay()}>{plan === "FREE" ? "Upgrade" : "Change plan"}</Button>
          )}
          {web && !web.cancel_at_period_end && (
            <Button variant="outline" onClick={() => setChurnOpen(true)}>
              Cancel subscription
            </Button>
          )}
          {web?.cancel_at_period_end && (
            <Button variant="outline" loading={manage.isPending} onClick={() => run("SUBSCRIPTION_UPDATE", "Subscription reactivated")}>
              Reactivate
            </Button>
          )}
          {web && (
            <Button variant="ghost" loading={manage.isPending && manage.variables === "PAYMENT_UPDATE"} onClick={() => run("PAYMENT_UPDATE")}>
              Update payment method
            </Button>
          )}
        </div>
      </CardContent>
      <ChurnDialog
        open={churnOpen}
        onOpenChange={setChurnOpen}
        cancelling={manage.isPending}
        onCancel={() => run("SUBSCRIPTION_CANCEL", "Subscription cancelled")}
        onOffer={(action) => {
          setChurnOpen(false);
          if (action === "SUBSCRIPTION_UPDATE") openPlanOverlay();
        }}
      />
    </Card>
  );
}
