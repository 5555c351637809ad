import { useState, type FormEvent } from "react";
import type { AnalyticsDashboard } from "@folio/contract";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PageSpinner } from "@/components/ui/page-spinner";
import { ErrorState } from "@/components/error-state";
import { errorDetail } from "@/lib/api-client";
import { useAnalyticsDashboard } from "../api";
import { percentOf, shortDay } from "../figures";

/** The operator's dashboard: daily actives over the last 30 days and the funnel over a chosen period. */
export function DashboardPage() {
  const [period, setPeriod] = useState<{ from: string; to: string } | null>(null);
  const dashboard = useAnalyticsDashboard(period);
  return (
    <div className="grid gap-6">
      <title>Dashboard · Operator · Folio</title>
      {dashboard.isPending ? (
        <PageSpinner label="Loading the dashboard" />
      ) : dashboard.isError && !dashboard.data ? (
        <ErrorState message={errorDetail(dashboard.error)} onRetry={() => void dashboard.refetch()} retrying={dashboard.isFetching} />
      ) : (
        <>
          <DailyActives days={dashboard.data.daily_actives} />
          <Funnel funnel={dashboard.data.funnel} onPeriod={setPeriod} loading={dashboard.isFetching} error={dashboard.isError ? errorDetail(dashboard.error) : null} />
        </>
      )}
    </div>
  );
}

function DailyActives({ days }: { days: AnalyticsDashboard["daily_actives"] }) {
  const highest = Math.max(1, ...days.map((d) => d.actives));
  const today = days.at(-1)?.actives ?? 0;
  const average = days.length ? days.reduce((sum, d) => sum + d.actives, 0) / days.length : 0;
  return (
    <Card aria-labelledby="daily-actives-title">
      <CardHeader>
        <CardTitle id="daily-actives-title">Daily actives</CardTitle>
        <CardDescription>People active each day of the last 30 (UTC): signed-in and anonymous users, and visitors who allowed analytics.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
          <div>
            <dt className="text-muted-foreground">Today</dt>
            <dd className="text-2xl font-semibold tabular-nums" data-testid="actives-today">
              {today}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Daily average</dt>
            <dd className="text-2xl font-semibold tabular-nums">{average.toFixed(1)}</dd>
          </div>
        </dl>
        <ol className="flex h-32 items-end gap-px sm:gap-1" aria-label="Active people per day">
          {days.map((d) => (
            <li key={d.day} className="flex h-full flex-1 items-end" title={`${shortDay(d.day)}: ${d.actives}`}>
              <span className="sr-only">{`${shortDay(d.day)}: ${d.actives} active`}</span>
              <span aria-hidden="true" className="w-full rounded-t-sm bg-primary" style={{ height: `${Math.max(d.actives ? 4 : 1, (d.actives / highest) * 100)}%`, opacity: d.actives ? 1 : 0.25 }} />
            </li>
          ))}
        </ol>
        <p className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
          <span>{days[0] ? shortDay(days[0].day) : ""}</span>
          <span>{days.at(-1) ? shortDay(days.at(-1)!.day) : ""}</span>
        </p>
      </CardContent>
    </Card>
  );
}

function Funnel(props: { funnel: AnalyticsDashboard["funnel"]; onPeriod: (period: { from: string; to: string }) => void; loading: boolean; error: string | null }) {
  const { funnel } = props;
  const [from, setFrom] = useState(funnel.from);
  const [to, setTo] = useState(funnel.to);
  const [formError, setFormError] = useState<string | null>(null);
  const visits = funnel.steps[0]?.count ?? 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!from || !to) return setFormError("Choose the first and the last day.");
    if (from > to) return setFormError("The first day must come before the last.");
    setFormError(null);
    props.onPeriod({ from, to });
  };

  return (
    <Card aria-labelledby="funnel-title">
      <CardHeader>
        <CardTitle id="funnel-title">Funnel</CardTitle>
        <CardDescription>
          Visitors in the period, then the accounts created in it and how many of them went on to each next step within it.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label="Funnel period">
          <Field label="From" className="w-40">
            <Input type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} required />
          </Field>
          <Field label="To" className="w-40">
            <Input type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} required />
          </Field>
          <Button type="submit" variant="outline" loading={props.loading}>
            Show
          </Button>
        </form>
        {(formError ?? props.error) && (
          <p role="alert" className="text-sm text-destructive-text">
            {formError ?? props.error}
          </p>
        )}
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {`${shortDay(funnel.from)} to ${shortDay(funnel.to)}`}
        </p>
        <ol className="grid gap-3" aria-label="Funnel steps">
          {funnel.steps.map((step, i) => {
            const previous = i === 0 ? null : funnel.steps[i - 1]!.count;
            return (
              <li key={step.step} className="grid gap-1" data-step={step.step}>
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                  <span className="font-medium">{step.label}</span>
                  <span className="tabular-nums">
                    <span className="text-base font-semibold" data-testid={`funnel-${step.step}`}>
                      {step.count}
                    </span>
                    {previous !== null && <span className="text-muted-foreground">{` · ${percentOf(step.count, previous)} of the step before`}</span>}
                  </span>
                </div>
                <div className="h-2 rounded-full bg-muted" aria-hidden="true">
                  <div className="h-2 rounded-full bg-primary" style={{ width: `${visits ? Math.min(100, (step.count / visits) * 100) : 0}%` }} />
                </div>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
