import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { analyticsRoutes } from "@folio/contract";
import { callApi } from "@/lib/api-client";

/** The dashboard's figures: daily actives, and the funnel over a period of UTC days (both included). */
export function useAnalyticsDashboard(period: { from: string; to: string } | null) {
  return useQuery({
    queryKey: ["admin", "analytics", period],
    queryFn: () => callApi(analyticsRoutes.dashboard, { query: period ?? {} }),
    // A new period keeps the figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
}

/** Every chat model with the configuration variable that enables it. */
export function useModelsOverview() {
  return useQuery({ queryKey: ["admin", "models"], queryFn: () => callApi(analyticsRoutes.models) });
}
