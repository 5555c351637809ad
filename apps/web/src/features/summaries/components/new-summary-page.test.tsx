import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { User } from "@folio/contract";
import { currentUserQuery } from "@/lib/session";
import { closePlanOverlay, usePlanOverlay } from "@/lib/plan-overlay";
import { fakeFetch, jsonResponse } from "@/test-support/fake-fetch";
import { makeUser } from "@/test-support/users";
import { NewSummaryPage } from "./new-summary-page";

// The page links to the saved summaries; outside a router that link is a plain anchor.
vi.mock("@tanstack/react-router", async (original) => ({
  ...(await original<Record<string, unknown>>()),
  Link: ({ to, children, ...rest }: { to: string; children: ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

function OverlayProbe() {
  return usePlanOverlay().open ? <p>Choose a plan is open</p> : null;
}

function renderFor(user: User) {
  fakeFetch({
    "GET /api/chat/models": () => jsonResponse(200, { models: [], default_model: "LOCAL", credits: 0 }),
    "GET /api/documents": () => jsonResponse(200, { documents: [], total: 0, page: 1 }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(currentUserQuery.queryKey, user);
  render(
    <QueryClientProvider client={client}>
      <NewSummaryPage />
      <OverlayProbe />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  closePlanOverlay();
  vi.unstubAllGlobals();
});

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
