import type { ReactElement } from "react";
import type { User } from "@folio/contract";
import { usePlanOverlay } from "@/lib/plan-overlay";
import { renderSignedIn } from "./render-with-query";

/** Says when the 'Choose a plan' overlay has been opened (its host is the app root's, not rendered in component tests). */
export function PlanOverlayProbe() {
  return usePlanOverlay().open ? <p>Choose a plan is open</p> : null;
}

/** renderSignedIn with the probe beside `ui`, for a component with a way to Choose a plan. */
export function renderSignedInWithPlanProbe(ui: ReactElement, user: User) {
  return renderSignedIn(
    <>
      {ui}
      <PlanOverlayProbe />
    </>,
    user,
  );
}
