/** The spec's usage text "used/total"; a missing or malformed figure shows a dash. */
export function usageText(used: unknown, total: unknown): string {
  const u = typeof used === "number" && Number.isFinite(used) ? used : null;
  if (u === null) return "-";
  if (total === null) return `${u.toLocaleString("en-US")} / unlimited`;
  return typeof total === "number" && Number.isFinite(total) ? `${u.toLocaleString("en-US")}/${total.toLocaleString("en-US")}` : "-";
}

interface UsageMeterProps {
  /** Unique on the page: names the bar for assistive technology. */
  id: string;
  label: string;
  used: number;
  /** null: no limit. */
  total: number | null;
}

/** One limit as a labelled bar with "used/total" beside it; red once it is used up. */
export function UsageMeter({ id, label, used, total }: UsageMeterProps) {
  const pct = total ? Math.min(100, Math.round((used / total) * 100)) : 0;
  return (
    <div className="grid gap-1.5">
      <div className="flex justify-between gap-2 text-sm">
        <span id={id}>{label}</span>
        <span className="text-muted-foreground tabular-nums">{usageText(used, total)}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={total ?? undefined}
        aria-valuenow={used}
        aria-valuetext={usageText(used, total)}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className={pct >= 100 ? "h-full bg-destructive" : "h-full bg-primary"} style={{ width: `${total === null ? 0 : pct}%` }} />
      </div>
    </div>
  );
}
