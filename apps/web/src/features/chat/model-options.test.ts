import { describe, expect, it } from "vitest";
import type { ChatModel, ChatModelList } from "@folio/contract";
import { makeUser } from "@/test-support/users";
import { modelGroups, modelInUse, planNameOf } from "./model-options";

const model = (name: string, display_name: string, access: ChatModel["access"], available = true, credits_per_answer = 0): ChatModel => ({
  name, display_name, available, reason: available ? null : "Not available on this server", provider: "openai", access, credits_per_answer,
});

/** What GET /api/chat/models answers a free user on a server with only OpenAI configured. */
const FREE: ChatModelList = {
  models: [
    model("GPT4O_MINI", "GPT-4o Mini", "included"),
    model("GPT4", "GPT-4", "upgrade"),
    model("CLAUDE1", "Claude 4.0 Sonnet", "upgrade", false),
    model("LOCAL", "Local (offline)", "included"),
  ],
  default_model: "GPT4O_MINI",
  credits: 0,
};

const PREMIUM: ChatModelList = {
  models: [model("GPT4O_MINI", "GPT-4o Mini", "included", false), model("GPT4", "GPT-4", "credits", true, 1), model("CLAUDE2", "Claude 4.0 Opus", "credits", true, 2)],
  default_model: "LOCAL",
  credits: 1,
};

const summary = (list: ChatModelList, plan: string) =>
  modelGroups(list, plan).map((g) => [g.label, g.options.map((o) => [o.model.name, o.note, o.disabled, o.opensPlans])]);

describe("the model picker's groups", () => {
  it("a free user: GPT-4o Mini and LOCAL in the plan; the rest open the plans, unless this server does not offer them", () => {
    expect(summary(FREE, "Free")).toEqual([
      ["Included in Free", [["GPT4O_MINI", null, false, false], ["LOCAL", null, false, false]]],
      ["With Premium or Pro", [["GPT4", "Upgrade to use", false, true], ["CLAUDE1", "Not available on this server", true, false]]],
    ]);
  });
  it("a paid user: what each credit model costs and the balance; an unconfigured model says so without naming a setting", () => {
    expect(summary(PREMIUM, "Premium")).toEqual([
      ["Included in Premium", [["GPT4O_MINI", "Not available on this server", true, false]]],
      ["Credits · 1 left", [["GPT4", "1 credit an answer", false, false], ["CLAUDE2", "2 credits an answer · no credits left", false, false]]],
    ]);
  });
  it("uses the picked model only when the server offers it and the plan allows it, else the plan's default", () => {
    expect(modelInUse(FREE, "LOCAL")).toBe("LOCAL");
    expect(modelInUse(FREE, "GPT4")).toBe("GPT4O_MINI");
    expect(modelInUse(FREE, "CLAUDE1")).toBe("GPT4O_MINI");
    expect(modelInUse(PREMIUM, "GPT4O_MINI")).toBe("LOCAL");
    expect(modelInUse(PREMIUM, "GPT4")).toBe("GPT4");
    expect(modelInUse(undefined, "GPT4")).toBe("LOCAL");
  });
  it("names the user's plan in the first group, 'your plan' for an unlimited account", () => {
    expect(planNameOf(makeUser())).toBe("Free");
    expect(planNameOf(makeUser({ plan: "PRO" }))).toBe("Pro");
    expect(planNameOf(makeUser({ plan: "PRO", unlimited: true }))).toBe("your plan");
  });
});
