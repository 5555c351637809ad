import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/error-state";
import { UsageMeter } from "@/components/usage-meter";
import { errorDetail } from "@/lib/api-client";
import { openPlanOverlay } from "@/lib/plan-overlay";
import { useUsage } from "../api/billing";

/** Limits shown as bars (used of total); the rest are plain figures. */
const BARS = ["documents_per_day", "questions_per_day", "conversations_per_day"];

export function UsageBars() {
  const usage = useUsage();
  return (
    <Card aria-labelledby="usage-title">
      <CardHeader>
        <CardTitle id="usage-title">Usage today</CardTitle>
        <CardDescription>Daily limits reset at midnight UTC.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {usage.isPending ? (
          <div className="grid gap-3" aria-label="Loading usage">
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
          </div>
        ) : usage.isError ? (
          <ErrorState message={errorDetail(usage.error)} onRetry={() => void usage.refetch()} retrying={usage.isFetching} />
        ) : (
          <>
            {usage.data.limits
              .filter((l) => l.key === "documents_expiring" && l.used > 0)
              .map((l) => (
                <Alert key={l.key} tone="error">
                  {l.used === 1 ? "One of your documents" : `${l.used} of your documents`} will be deleted within a week: the free plan keeps documents 90 days. Upgrade to keep them.{" "}
                  <Button variant="link" className="h-auto p-0" onClick={() => openPlanOverlay()}>
                    See plans
                  </Button>
                </Alert>
              ))}
            {usage.data.limits
              .filter((l) => BARS.includes(l.key))
              .map((l) => (
                <UsageMeter key={l.key} id={`usage-${l.key}`} label={l.label} used={l.used} total={l.total} />
              ))}
          </>
        )}
      </CardContent>
    </Card>
  );
}
