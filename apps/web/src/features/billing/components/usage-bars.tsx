import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Alert } from "@/components/ui/alert";
import { ErrorState } from "@/components/error-state";
import { errorDetail } from "@/lib/api-client";
import { useUsage } from "../api/billing";

/** Limits shown as bars (used of total); the rest are plain figures. */
const BARS = ["documents_per_day", "questions_per_day", "conversations_per_day"];

/** The spec's usage text "used/total"; a missing or malformed figure shows a dash. */
export function usageText(used: unknown, total: unknown): string {
  const u = typeof used === "number" && Number.isFinite(used) ? used : null;
  if (u === null) return "-";
  if (total === null) return `${u.toLocaleString("en-US")} / unlimited`;
  return typeof total === "number" && Number.isFinite(total) ? `${u.toLocaleString("en-US")}/${total.toLocaleString("en-US")}` : "-";
}

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
                  {l.used === 1 ? "One of your documents" : `${l.used} of your documents`} will be deleted within a week: the free plan keeps documents 90 days. Upgrade to keep them.
                </Alert>
              ))}
            {usage.data.limits
              .filter((l) => BARS.includes(l.key))
              .map((l) => {
                const pct = l.total ? Math.min(100, Math.round((l.used / l.total) * 100)) : 0;
                return (
                  <div key={l.key} className="grid gap-1.5">
                    <div className="flex justify-between gap-2 text-sm">
                      <span id={`usage-${l.key}`}>{l.label}</span>
                      <span className="text-muted-foreground tabular-nums">{usageText(l.used, l.total)}</span>
                    </div>
                    <div
                      role="progressbar"
                      aria-labelledby={`usage-${l.key}`}
                      aria-valuemin={0}
                      aria-valuemax={l.total ?? undefined}
                      aria-valuenow={l.used}
                      aria-valuetext={usageText(l.used, l.total)}
                      className="h-2 overflow-hidden rounded-full bg-muted"
                    >
                      <div className={pct >= 100 ? "h-full bg-destructive" : "h-full bg-primary"} style={{ width: `${l.total === null ? 0 : pct}%` }} />
                    </div>
                  </div>
                );
              })}
          </>
        )}
      </CardContent>
    </Card>
  );
}
