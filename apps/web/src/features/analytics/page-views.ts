import { readConsent } from "@/features/consent";
import { visitorId } from "./visitor-id";

/** The contract loads with the first page view rather than with the page (public pages stay light). */
const contract = () => import("@folio/contract");

/**
 * Send one page view, if and only if the visitor allows analytics now: its path without query or
 * fragment (they can hold tokens), and the browser's analytics id. A failure is dropped: analytics
 * never bothers the visitor.
 */
export async function sendPageView(pathname: string): Promise<void> {
  if (!readConsent()?.analytics) return;
  const path = pathname.slice(0, 500) || "/";
  try {
    const [{ analyticsRoutes }, { callApi }] = await Promise.all([contract(), import("@/lib/api-client")]);
    await callApi(analyticsRoutes.pageView, { body: { path, visitor_id: visitorId() }, keepalive: true });
  } catch {
    // Offline, rate limited or refused: this view is not counted.
  }
}
