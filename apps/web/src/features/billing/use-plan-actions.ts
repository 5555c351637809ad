import { useNavigate } from "@tanstack/react-router";
import { BILLING_MESSAGES } from "@folio/contract/billing-messages";
import { FREE_TRIAL_DAYS, WEB_PLANS, type PlanKey } from "@folio/contract/billing-plans";
import { useSessionUser } from "@/features/accounts";
import { hasErrorCode } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useStartCheckout, useUserSubscription } from "./api/billing";
import { choosePlan, planDisabled, SALES_MAILTO, type PaidPlan, type Period } from "./select-plan";
import type { PlanAction } from "./components/plan-picker";

/** Toasts for a checkout that could not start: the spec's texts. */
export function checkoutFailed(err: unknown, plan: string): void {
  if (hasErrorCode(err, "already_subscribed")) toast.error(BILLING_MESSAGES.higherPlanTitle, BILLING_MESSAGES.higherPlan(WEB_PLANS[plan as PlanKey]?.name ?? plan));
  else if (hasErrorCode(err, "invalid_plan")) toast.error(BILLING_MESSAGES.invalidPlanTitle, BILLING_MESSAGES.invalidPlan);
  else toast.error(BILLING_MESSAGES.subscriptionFailedTitle, BILLING_MESSAGES.subscriptionFailed);
}

/** The plan buttons' labels, states and clicks for the current visitor (spec point 4, plan selection). */
export function usePlanActions() {
  const user = useSessionUser().data;
  const registered = Boolean(user && !user.is_anonymous);
  const subscription = useUserSubscription(registered);
  const checkout = useStartCheckout();
  const navigate = useNavigate();
  const current = { plan: (user?.plan ?? "FREE") as PlanKey, period: subscription.data?.web?.period ?? null };
  const isFree = !registered || current.plan === "FREE";

  const start = (plan: "PREMIUM" | "PRO", period: Period, opts: { trial?: boolean; paidTrial?: boolean }) =>
    checkout.mutate(
      { subscription: period, plan, give_trial: opts.trial ?? false, give_paid_trial: opts.paidTrial ?? false },
      { onError: (err) => checkoutFailed(err, plan) },
    );

  const run = (plan: PaidPlan, period: Period, trial: { free?: boolean; paid?: boolean } = {}) => {
    const choice = choosePlan(user, current, plan, period, trial.paid);
    if (choice.kind === "sales") window.location.href = choice.href;
    else if (choice.kind === "login") void navigate({ to: "/login", search: { next: choice.next } });
    else if (choice.kind === "checkout") start(choice.plan, choice.period, { trial: trial.free, paidTrial: choice.trial });
  };

  const action = (plan: PaidPlan, period: Period): PlanAction => {
    const name = WEB_PLANS[plan].name;
    // Enterprise is sold by e-mail: a real link, so the address can also be copied.
    if (plan === "ENTERPRISE") return { label: "Contact sales", href: SALES_MAILTO };
    const isCurrent = registered && current.plan === plan && (current.period === period || current.period === null);
    const disabled = registered && planDisabled(current, plan, period);
    return {
      label: isCurrent ? "Current plan" : disabled ? `Included in ${WEB_PLANS[current.plan].name}` : registered ? `Upgrade to ${name}` : `Get ${name}`,
      disabled,
      busy: checkout.isPending && checkout.variables?.plan === plan,
      onClick: () => run(plan, period),
    };
  };

  /** Free users get a trial option on Premium and Pro. */
  const trialAction = (plan: PaidPlan, period: Period) =>
    registered && isFree && plan !== "ENTERPRISE" && !subscription.data?.subscriptions.length
      ? { label: `Or try ${FREE_TRIAL_DAYS} days free`, onClick: () => run(plan, period, { free: true }) }
      : null;

  return { action, trialAction, checkoutPending: checkout.isPending };
}
