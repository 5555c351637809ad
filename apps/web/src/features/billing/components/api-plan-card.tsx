import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { useQueryClient } from "@tanstack/react-query";
import { API_PLANS } from "@folio/contract/billing-plans";
import type { UserSubscription } from "@folio/contract";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { errorDetail } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useManageSubscription } from "../api/billing";

const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" }) : null);

/** The developer API's plan, beside the web plan: it has its own quotas and its own subscription (spec point 9). */
export function ApiPlanCard({ data }: { data: UserSubscription }) {
  const manage = useManageSubscription("API");
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const api = data.api;

  const run = (action: "SUBSCRIPTION_CANCEL" | "SUBSCRIPTION_UPDATE", done: string) =>
    manage.mutate(action, {
      onSuccess: async ({ url }) => {
        if (/^https?:/.test(url)) return window.location.assign(url);
        await queryClient.invalidateQueries({ queryKey: ["billing"] });
        toast.success(done);
        setConfirming(false);
      },
      onError: (err) => toast.error("API plan", errorDetail(err)),
    });

  return (
    <Card aria-labelledby="api-plan-title">
      <CardHeader>
        <CardTitle id="api-plan-title">Your API plan</CardTitle>
        <CardDescription>For calls made with API keys, counted per calendar month and apart from your web plan.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <p className="text-2xl font-semibold" data-testid="current-api-plan">
            {API_PLANS[data.api_plan].name}
          </p>
          {api && (
            <p className="text-sm text-muted-foreground">
              {api.period === "YEARLY" ? "Yearly" : "Monthly"} · <span data-testid="api-subscription-status">{api.status}</span>
            </p>
          )}
        </div>
        {api && (
          <p className="text-sm text-muted-foreground">
            {api.cancel_at_period_end
              ? `Cancelled: your API plan stays active until ${date(api.current_period_end)}.`
              : api.current_period_end
                ? `Renews on ${date(api.current_period_end)}.`
                : null}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {data.api_plan !== "API_ENTERPRISE" && (
            <Button asChild variant={data.api_plan === "API_FREE" ? "primary" : "outline"}>
              <Link to="/developers" hash="api-plans-title">
                {data.api_plan === "API_FREE" ? "See API plans" : "Change API plan"}
              </Link>
            </Button>
          )}
          <Button asChild variant="ghost">
            <Link to="/developers/apiKeys">API keys and usage</Link>
          </Button>
          {api && !api.cancel_at_period_end && (
            <Button variant="outline" onClick={() => setConfirming(true)}>
              Cancel API plan
            </Button>
          )}
          {api?.cancel_at_period_end && (
            <Button variant="outline" loading={manage.isPending} onClick={() => run("SUBSCRIPTION_UPDATE", "API plan reactivated")}>
              Reactivate
            </Button>
          )}
        </div>
      </CardContent>
      {confirming && (
        <ConfirmDialog
          title="Cancel your API plan?"
          description={`It stays active until the end of the paid term${api?.current_period_end ? ` (${date(api.current_period_end)})` : ""}; then your keys fall back to API Free's quotas and production keys stop working.`}
          confirmLabel="Cancel API plan"
          pending={manage.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() => run("SUBSCRIPTION_CANCEL", "API plan cancelled")}
        />
      )}
    </Card>
  );
}
