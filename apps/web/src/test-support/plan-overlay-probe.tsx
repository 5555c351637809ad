import { usePlanOverlay } from "@/lib/plan-overlay";

/** Says when the 'Choose a plan' overlay has been opened (its host is the app root's, not rendered in component tests). */
export function PlanOverlayProbe() {
  return usePlanOverlay().open ? <p>Choose a plan is open</p> : null;
}
