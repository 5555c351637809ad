import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "@tanstack/react-router";
import { BILLING_MESSAGES } from "@folio/contract/billing-messages";
import { useSignedInUser } from "@/features/accounts";
import { closePlanOverlay, openPlanOverlay } from "@/lib/plan-overlay";
import { toast } from "@/lib/toast";
import { userSubscriptionQuery, useStartCheckout } from "../api/billing";
import { parseCheckoutParams } from "../select-plan";
import { checkoutFailed } from "../use-plan-actions";
import { useQueryClient } from "@tanstack/react-query";

/**
 * `/documents?plan=&period=&trial=` starts the checkout by itself (the link pricing sends a
 * logged-out visitor through login with), with the 'Choose a plan' overlay showing its spinner. An
 * unknown plan or period shows the spec's toast; the same plan and period the user already has is
 * ignored; `trial=true` asks for the paid trial; Enterprise, sold by e-mail, opens the overlay on
 * its tab. Renders nothing: the overlay is the one mounted at the root.
 */
export function AutoCheckout() {
  const location = useLocation();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  const checkout = useStartCheckout();
  const started = useRef<string | null>(null);
  const { pathname, href } = location;
  const search = location.search as Record<string, unknown>;
  const { mutate } = checkout;

  useEffect(() => {
    const params = pathname === "/documents" ? parseCheckoutParams(search) : ({ kind: "none" } as const);
    if (params.kind === "none" || started.current === href) return;
    started.current = href;
    const clear = () => void navigate({ to: pathname, search: {}, replace: true });
    if (params.kind === "invalid") {
      toast.error(BILLING_MESSAGES.invalidPlanTitle, BILLING_MESSAGES.invalidPlan);
      clear();
      return;
    }
    const { plan, period, trial } = params;
    if (plan === "ENTERPRISE") {
      openPlanOverlay({ plan });
      clear();
      return;
    }
    void (async () => {
      const sub = await queryClient.fetchQuery(userSubscriptionQuery).catch(() => null);
      if (user.plan === plan && sub?.web?.period === period) {
        clear();
        return;
      }
      openPlanOverlay({ plan, checkoutRunning: true });
      mutate(
        { subscription: period, plan, give_paid_trial: trial, give_trial: false },
        {
          onError: (err) => {
            closePlanOverlay();
            checkoutFailed(err, plan);
            clear();
          },
        },
      );
    })();
  }, [href, pathname, search, navigate, queryClient, user.plan, mutate]);

  return null;
}
