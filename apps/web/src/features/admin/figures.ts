/** "3 Nov 2026" for a UTC day "2026-11-03" (the dashboard's days are UTC days). */
export function shortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
}

/** A whole percentage of the step before ("50%"), or "none" when no one reached the step before. */
export function percentOf(count: number, previous: number): string {
  if (previous === 0) return "none";
  return `${Math.round((count / previous) * 100)}%`;
}
