import { sql } from "kysely";
import { DAILY_ACTIVE_DAYS, FUNNEL_MAX_DAYS, FUNNEL_STEPS, type AnalyticsDashboard } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../platform/errors.ts";

const DAY_MS = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The funnel's period as UTC days, both included: by default the last 30 days to today. */
export function funnelPeriod(query: { from?: string; to?: string }, now = new Date()): { from: string; to: string } {
  const to = query.to ?? dayOf(now);
  const from = query.from ?? dayOf(new Date(Date.parse(to) - (DAILY_ACTIVE_DAYS - 1) * DAY_MS));
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (Number.isNaN(days)) throw new AppError("validation", "The period's days are not valid dates.");
  if (days < 1) throw new AppError("validation", "The period must start on or before its last day.");
  if (days > FUNNEL_MAX_DAYS) throw new AppError("validation", `The period can cover at most ${FUNNEL_MAX_DAYS} days.`);
  return { from, to };
}

/**
 * The operator's dashboard. Daily actives: distinct users (by account, else by the consenting
 * browser's analytics id) with any event that UTC day. The funnel: browsers that visited in the
 * period, then the accounts that signed up in it, and of those, who went on to upload, then chat,
 * then buy within the period; each step a subset of the one before.
 */
export async function analyticsDashboard(deps: AppDeps, query: { from?: string; to?: string }): Promise<AnalyticsDashboard> {
  const period = funnelPeriod(query);
  const start = new Date(`${period.from}T00:00:00Z`);
  const end = new Date(Date.parse(`${period.to}T00:00:00Z`) + DAY_MS);
  const actives = await sql<{ day: string; actives: string }>`
    select to_char(d.day, 'YYYY-MM-DD') as day, count(distinct coalesce(e.user_id, 'visitor:' || e.visitor_id)) as actives
    from generate_series((now() at time zone 'utc')::date - ${DAILY_ACTIVE_DAYS - 1}::int, (now() at time zone 'utc')::date, interval '1 day') as d(day)
    left join analytics_events e on e.created_at >= d.day at time zone 'utc' and e.created_at < (d.day + interval '1 day') at time zone 'utc'
    group by d.day order by d.day`.execute(deps.db);
  const inPeriod = sql`e.created_at >= ${start} and e.created_at < ${end}`;
  const steps = await sql<{ visit: string; sign_up: string; upload: string; chat: string; purchase: string }>`
    with signed as (select distinct e.user_id from analytics_events e where e.kind = 'sign_up' and ${inPeriod}),
    uploaded as (select distinct e.user_id from analytics_events e join signed s on s.user_id = e.user_id where e.kind = 'upload' and ${inPeriod}),
    chatted as (select distinct e.user_id from analytics_events e join uploaded u on u.user_id = e.user_id where e.kind = 'chat' and ${inPeriod}),
    bought as (select distinct e.user_id from analytics_events e join chatted c on c.user_id = e.user_id where e.kind = 'purchase' and ${inPeriod})
    select (select count(distinct e.visitor_id) from analytics_events e where e.kind = 'page_view' and ${inPeriod}) as visit,
      (select count(*) from signed) as sign_up, (select count(*) from uploaded) as upload,
      (select count(*) from chatted) as chat, (select count(*) from bought) as purchase`.execute(deps.db);
  const counts = steps.rows[0]!;
  return {
    daily_actives: actives.rows.map((r) => ({ day: r.day, actives: Number(r.actives) })),
    funnel: { ...period, steps: FUNNEL_STEPS.map(({ step, label }) => ({ step, label, count: Number(counts[step]) })) },
  };
}
