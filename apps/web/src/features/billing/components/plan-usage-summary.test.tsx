import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import type { User } from "@folio/contract";
import { fakeFetch, jsonResponse } from "@/test-support/fake-fetch";
import { cleanUpAfterEach } from "@/test-support/clean-up";
import { renderSignedInWithPlanProbe } from "@/test-support/plan-overlay-probe";
import { makeUser } from "@/test-support/users";
import { PlanUsageSummary } from "./plan-usage-summary";

// The plan's name links to /billing; outside a router that link is a plain anchor.
vi.mock("@tanstack/react-router", async (original) => ({
  ...(await original<Record<string, unknown>>()),
  Link: (await import("@/test-support/plain-link")).PlainLink,
}));

const limits = (credits: number) => [
  { key: "documents_per_day", label: "Documents uploaded today", used: 1, total: 1 },
  { key: "questions_per_day", label: "Questions asked today", used: 12, total: 50 },
  { key: "credits", label: "Credits available", used: credits, total: null },
];

function renderFor(user: User, usage: () => Response) {
  fakeFetch({ "GET /api/usage": usage });
  renderSignedInWithPlanProbe(<PlanUsageSummary />, user);
}

cleanUpAfterEach();

describe("PlanUsageSummary", () => {
  it("shows a free user's plan, today's questions and uploads, and Upgrade opening Choose a plan", async () => {
    renderFor(makeUser(), () => jsonResponse(200, { limits: limits(0) }));
    const plan = screen.getByRole("link", { name: "Free plan" });
    expect(plan.getAttribute("href")).toBe("/billing");
    expect(screen.getByRole("region", { name: "Free plan" })).toBeTruthy();
    expect((await screen.findByRole("progressbar", { name: "Questions today" })).getAttribute("aria-valuetext")).toBe("12/50");
    expect(screen.getByRole("progressbar", { name: "Uploads today" }).getAttribute("aria-valuetext")).toBe("1/1");
    expect(screen.queryByText(/credit/)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Upgrade" }));
    expect(screen.getByText("Choose a plan is open")).toBeTruthy();
  });

  it("shows a paid plan's credits and no Upgrade", async () => {
    renderFor(makeUser({ plan: "PRO", role: "pro", roles: ["pro"] }), () => jsonResponse(200, { limits: limits(1) }));
    expect(screen.getByRole("link", { name: "Pro plan" })).toBeTruthy();
    expect(await screen.findByText("1 credit left")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Upgrade" })).toBeNull();
  });

  it("says when the usage cannot be loaded, with a retry", async () => {
    renderFor(makeUser(), () => jsonResponse(500, { detail: "Something went wrong.", code: "internal" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Usage could not be loaded.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
