import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { clearToasts, UPGRADE_TOAST_DURATION_MS } from "./toast";
import { isUpgradeError, notifyIfUpgrade, notifyIfUpgradeBody } from "./upgrade-error";

describe("upgrade toasts", () => {
  afterEach(() => clearToasts());
  it("treats every 402 and the paid-feature 403 as an upgrade prompt, not other 403s", () => {
    expect(isUpgradeError(new ApiError(402, "Daily uploads exceeded", "limit_reached"))).toBe(true);
    expect(isUpgradeError(new ApiError(403, "This feature requires an active subscription.", "upgrade_required"))).toBe(true);
    expect(isUpgradeError(new ApiError(403, "Please create an account or log in to do this.", "registered_only"))).toBe(false);
    expect(isUpgradeError(new ApiError(404, "Not found."))).toBe(false);
  });
  it("shows the 100000 ms upgrade toast for a refusal, also from a chat stream's body", () => {
    expect(notifyIfUpgrade(new ApiError(402, "x", "credits_exhausted"))).toBe(true);
    expect(notifyIfUpgradeBody(JSON.stringify({ detail: "x", code: "limit_reached" }))).toBe(true);
    expect(notifyIfUpgradeBody("not json")).toBe(false);
    expect(UPGRADE_TOAST_DURATION_MS).toBe(100000);
  });
});
