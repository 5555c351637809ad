import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "@tanstack/react-router";
import { BILLING_MESSAGES } from "@folio/contract/billing-messages";
import { API_PLANS } from "@folio/contract/billing-plans";
import { PageSpinner } from "@/components/ui/page-spinner";
import { toast } from "@/lib/toast";
import { checkoutFailed, useStartCheckout } from "@/features/billing";
import { parseBuyParams, periodCode } from "../api-plan-rows";

/**
 * `/developers/apiKeys?buy=<API plan>&period=` starts that plan's checkout by itself: the link the
 * /developers table sends visitors through (signing in on the way, as /pricing does). An unknown
 * plan shows the spec's invalid-plan toast. Renders the wait while the browser leaves for checkout.
 */
export function ApiCheckout() {
  const location = useLocation();
  const navigate = useNavigate();
  const checkout = useStartCheckout();
  const started = useRef<string | null>(null);
  const { mutate } = checkout;
  const { pathname, href } = location;
  const search = location.search as Record<string, unknown>;

  useEffect(() => {
    const params = parseBuyParams(search);
    if (params.kind === "none" || started.current === href) return;
    started.current = href;
    const clear = () => void navigate({ to: pathname, search: {}, replace: true });
    if (params.kind === "invalid") {
      toast.error(BILLING_MESSAGES.invalidPlanTitle, BILLING_MESSAGES.invalidPlan);
      return clear();
    }
    mutate(
      { subscription: periodCode(params.plan, params.period) ?? params.period, plan: params.plan },
      {
        onError: (err) => {
          checkoutFailed(err, API_PLANS[params.plan].name);
          clear();
        },
      },
    );
  }, [href, pathname, search, navigate, mutate]);

  return checkout.isPending || checkout.isSuccess ? <PageSpinner label="Opening the checkout" /> : null;
}
