import { useEffect } from "react";
import { useRouterState } from "@tanstack/react-router";
import { onConsentChange, useConsent } from "@/features/consent";
import { resetAnalytics } from "../visitor-id";
import { sendPageView } from "../page-views";

/**
 * Counts the pages a visitor opens, only while they allow analytics: nothing is sent or stored
 * before they choose, and withdrawing stops it at once and forgets the browser's analytics id.
 */
export function PageViewTracker() {
  const allowed = useConsent()?.analytics === true;
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => {
    if (allowed) void sendPageView(pathname);
  }, [allowed, pathname]);
  useEffect(
    () =>
      onConsentChange((choices) => {
        if (!choices?.analytics) resetAnalytics();
      }),
    [],
  );
  return null;
}
