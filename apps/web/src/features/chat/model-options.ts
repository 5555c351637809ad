import type { ChatModel, ChatModelList } from "@folio/contract";
import { WEB_PLANS, planOf, type PlanHolder } from "@folio/contract/billing-plans";
import { plural } from "@/lib/plural";

export interface ModelOption {
  model: ChatModel;
  /** What the picker says under the name: why it cannot be used, what it costs, or that it needs a paid plan. */
  note: string | null;
  /** Not offered by this server: shown, never chosen. */
  disabled: boolean;
  /** Choosing it opens the 'Choose a plan' overlay instead (the plan does not include it). */
  opensPlans: boolean;
}

export interface ModelGroup {
  label: string;
  options: ModelOption[];
}

function optionOf(model: ChatModel, credits: number): ModelOption {
  if (!model.available) return { model, note: model.reason, disabled: true, opensPlans: false };
  if (model.access === "upgrade") return { model, note: "Upgrade to use", disabled: false, opensPlans: true };
  if (model.access === "credits") {
    const cost = `${plural(model.credits_per_answer, "credit")} an answer`;
    return { model, note: credits < model.credits_per_answer ? `${cost} · no credits left` : cost, disabled: false, opensPlans: false };
  }
  return { model, note: null, disabled: false, opensPlans: false };
}

/** The plan the picker's first group names ("Included in Premium"; an unlimited account's is "your plan"). */
export function planNameOf(user: PlanHolder): string {
  return user.unlimited ? "your plan" : WEB_PLANS[planOf(user)].name;
}

/**
 * The model picker's groups for the user's plan (the server's list says what the plan allows):
 * what the plan includes, what costs credits (with the balance), and what only a paid plan has.
 * A model this server does not offer stays in its group, disabled, saying so.
 */
export function modelGroups(list: ChatModelList, planName: string): ModelGroup[] {
  const labels: Record<ChatModel["access"], string> = {
    included: `Included in ${planName}`,
    credits: `Credits · ${list.credits} left`,
    upgrade: "With Premium or Pro",
  };
  return (["included", "credits", "upgrade"] as const)
    .map((access) => ({ label: labels[access], options: list.models.filter((m) => m.access === access).map((m) => optionOf(m, list.credits)) }))
    .filter((g) => g.options.length > 0);
}

/** The model questions go to: the one the user picked when this server offers it and the plan allows it, else the default for the plan. */
export function modelInUse(list: ChatModelList | undefined, picked: string | null): string {
  const usable = list?.models.find((m) => m.name === picked && m.available && m.access !== "upgrade");
  return usable ? usable.name : (list?.default_model ?? "LOCAL");
}
