import { useId } from "react";
import { Link } from "@tanstack/react-router";
import { WEB_PLANS, planOf } from "@folio/contract/billing-plans";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { focusRing } from "@/components/ui/focus-ring";
import { UsageMeter } from "@/components/usage-meter";
import { cn } from "@/lib/cn";
import { openPlanOverlay } from "@/lib/plan-overlay";
import { plural } from "@/lib/plural";
import { useSignedInUser } from "@/features/accounts";
import { useUsage } from "../api/billing";

/** The day's limits a reader meets first, as short bars. */
const SHOWN = [
  { key: "questions_per_day", label: "Questions today" },
  { key: "documents_per_day", label: "Uploads today" },
];

/**
 * The sidebar's plan and usage (ui.md): the plan's name (to /billing), today's questions and uploads
 * against the plan's limits, the credits of a paid plan, and Upgrade, opening Choose a plan, on the free one.
 */
export function PlanUsageSummary({ onNavigate }: { onNavigate?: () => void }) {
  const user = useSignedInUser();
  const usage = useUsage();
  const plan = planOf(user);
  const credits = usage.data?.limits.find((l) => l.key === "credits")?.used;
  // The phone's menu sheet shows a second sidebar while the first is hidden: ids of their own.
  const id = useId();

  return (
    <section aria-labelledby={`${id}-plan`} className="grid gap-2 px-2">
      <div className="flex items-center justify-between gap-2">
        <Link id={`${id}-plan`} to="/billing" onClick={onNavigate} className={cn("rounded-sm text-sm font-medium hover:underline", focusRing)}>
          {user.unlimited ? "Unlimited account" : `${WEB_PLANS[plan].name} plan`}
        </Link>
        {plan === "FREE" && !user.unlimited && (
          <Button size="sm" variant="outline" className="h-7 px-2 text-xs" onClick={(e) => openPlanOverlay({ returnFocus: e.currentTarget })}>
            Upgrade
          </Button>
        )}
      </div>
      {usage.isPending ? (
        <div role="status" aria-label="Loading usage" className="grid gap-2">
          <Skeleton className="h-7" />
          <Skeleton className="h-7" />
        </div>
      ) : usage.isError ? (
        <p role="alert" className="text-xs text-muted-foreground">
          Usage could not be loaded.{" "}
          <Button variant="link" className="h-auto p-0 text-xs" onClick={() => void usage.refetch()}>
            Try again
          </Button>
        </p>
      ) : (
        <div className="grid gap-2">
          {SHOWN.map(({ key, label }) => {
            const limit = usage.data.limits.find((l) => l.key === key);
            return limit ? <UsageMeter key={key} id={`${id}-${key}`} label={label} used={limit.used} total={limit.total} /> : null;
          })}
          {plan !== "FREE" && credits !== undefined && <p className="text-xs text-muted-foreground">{plural(credits, "credit")} left</p>}
        </div>
      )}
    </section>
  );
}
