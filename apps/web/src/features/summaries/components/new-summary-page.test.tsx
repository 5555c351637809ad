import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import type { ChatModelList, User } from "@folio/contract";
import { fakeFetch, jsonResponse } from "@/test-support/fake-fetch";
import { cleanUpAfterEach } from "@/test-support/clean-up";
import { renderSignedInWithPlanProbe } from "@/test-support/plan-overlay-probe";
import { makeUser } from "@/test-support/users";
import { NewSummaryPage } from "./new-summary-page";

// The page links to the saved summaries; outside a router that link is a plain anchor.
vi.mock("@tanstack/react-router", async (original) => ({
  ...(await original<Record<string, unknown>>()),
  Link: (await import("@/test-support/plain-link")).PlainLink,
}));

const NO_MODELS: ChatModelList = { models: [], default_model: "LOCAL", credits: 0 };

function renderFor(user: User, models = NO_MODELS) {
  fakeFetch({
    "GET /api/chat/models": () => jsonResponse(200, models),
    "GET /api/documents": () => jsonResponse(200, { documents: [], total: 0, page: 1 }),
  });
  renderSignedInWithPlanProbe(<NewSummaryPage />, user);
}

cleanUpAfterEach();

describe("NewSummaryPage's plan notice", () => {
  it("tells a free user before the form that summaries are for paid plans, keeps the form shut and opens Choose a plan", () => {
    renderFor(makeUser());
    expect(screen.getByRole("heading", { name: "Upgrade your account" })).toBeTruthy();
    expect(screen.getByText(/The summariser is part of the paid plans\. This feature requires an active subscription\./)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Summarise" }).matches(":disabled")).toBe(true);
    expect(screen.getByLabelText("Focus (optional)").matches(":disabled")).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "See plans" }));
    expect(screen.getByText("Choose a plan is open")).toBeTruthy();
  });

  it("shows a paid user the form alone, open", () => {
    renderFor(makeUser({ plan: "PREMIUM", role: "premium", roles: ["premium"] }));
    expect(screen.queryByRole("heading", { name: "Upgrade your account" })).toBeNull();
    expect(screen.getByRole("button", { name: "Summarise" }).matches(":disabled")).toBe(false);
  });
});

describe("NewSummaryPage's model picker", () => {
  const model = (name: string, display_name: string, access: "included" | "credits", available = true) =>
    ({ name, display_name, available, reason: available ? null : "Not available on this server", provider: "openai", access, credits_per_answer: access === "credits" ? 1 : 0 }) as const;
  /** What GET /api/chat/models answers a Premium user with one credit, Claude not configured. */
  const PREMIUM_MODELS: ChatModelList = {
    models: [model("GPT4O_MINI", "GPT-4o Mini", "included"), model("GPT4", "GPT-4", "credits"), model("CLAUDE1", "Claude 4.0 Sonnet", "credits", false)],
    default_model: "GPT4O_MINI",
    credits: 1,
  };

  it("is the chat's picker: the plan's models, the credit models with their cost and the balance, an unconfigured one disabled", async () => {
    renderFor(makeUser({ plan: "PREMIUM", role: "premium", roles: ["premium"] }), PREMIUM_MODELS);
    const picker = await screen.findByRole("combobox", { name: "Model" });
    await vi.waitFor(() => expect(picker.textContent).toContain("GPT-4o Mini"));
    fireEvent.keyDown(picker, { key: "Enter" });
    expect(await screen.findByText("Included in Premium")).toBeTruthy();
    expect(screen.getByText("Credits · 1 left")).toBeTruthy();
    const gpt4 = screen.getByRole("option", { name: "GPT-4" });
    expect(gpt4.textContent).toContain("1 credit an answer");
    const claude = screen.getByRole("option", { name: "Claude 4.0 Sonnet" });
    expect([claude.getAttribute("aria-disabled"), claude.textContent]).toEqual(["true", "Claude 4.0 SonnetNot available on this server"]);
    fireEvent.keyDown(gpt4, { key: "Enter" });
    await vi.waitFor(() => expect(screen.getByRole("combobox", { name: "Model" }).textContent).toBe("GPT-4"));
  });
});
