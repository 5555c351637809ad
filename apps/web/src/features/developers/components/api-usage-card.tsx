import { Link } from "@tanstack/react-router";
import { API_PLANS } from "@folio/contract/billing-plans";
import { ErrorState } from "@/components/error-state";
import { ListSkeleton } from "@/components/list-states";
import { UsageMeter } from "@/components/usage-meter";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { errorDetail } from "@/lib/api-client";
import { useApiUsage } from "../api";

const month = (iso: string) => new Date(iso).toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** This calendar month's use of the API plan (GET /api/api-usage): messages, pages and documents. */
export function ApiUsageCard() {
  const usage = useApiUsage();
  return (
    <Card aria-labelledby="api-usage-title">
      <CardHeader>
        <CardTitle id="api-usage-title">API usage this month</CardTitle>
        <CardDescription>
          {usage.data ? (
            <>
              {API_PLANS[usage.data.plan].name}, {month(usage.data.period_start)}. Counts reset on the first of each month (UTC).{" "}
              <Link to="/developers" hash="api-plans-title" className="text-primary underline underline-offset-4 hover:decoration-2">
                {usage.data.plan === "API_FREE" ? "Buy an API plan" : "Change plan"}
              </Link>
            </>
          ) : (
            "Calls made with your keys, counted apart from your web plan."
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {usage.isPending ? (
          <ListSkeleton label="Loading API usage" count={3} itemClassName="h-8" className="grid gap-3" />
        ) : usage.isError ? (
          <ErrorState message={errorDetail(usage.error)} onRetry={() => void usage.refetch()} retrying={usage.isFetching} />
        ) : (
          usage.data.limits.map((l) => <UsageMeter key={l.key} id={`api-usage-${l.key}`} label={l.label} used={l.used} total={l.total} />)
        )}
      </CardContent>
    </Card>
  );
}
