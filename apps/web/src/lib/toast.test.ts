import { afterEach, describe, expect, it } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { closePlanOverlay, usePlanOverlay } from "./plan-overlay";
import { MAX_VISIBLE_TOASTS, TOAST_DURATION_MS, UPGRADE_TOAST, UPGRADE_TOAST_DURATION_MS, clearToasts, dismissToast, toast, toastDuration, useToasts } from "./toast";

describe("toast", () => {
  afterEach(() => clearToasts());

  it("uses the spec's durations: 5 s, and 100000 ms for upgrade prompts", () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(UPGRADE_TOAST_DURATION_MS).toBe(100_000);
    expect(toastDuration("info")).toBe(5000);
    expect(toastDuration("success")).toBe(5000);
    expect(toastDuration("error")).toBe(5000);
    expect(toastDuration("upgrade")).toBe(100_000);
  });

  it("queues toasts with their kind and duration, and dismisses them by id", () => {
    const { result, rerender } = renderHook(() => useToasts());
    const saved = toast.success("Profile Updated", "Your profile has been updated successfully");
    toast.error("Failed to update profile");
    rerender();
    expect(result.current.map((t) => [t.kind, t.title, t.duration])).toEqual([
      ["success", "Profile Updated", 5000],
      ["error", "Failed to update profile", 5000],
    ]);
    dismissToast(saved);
    rerender();
    expect(result.current.map((t) => t.title)).toEqual(["Failed to update profile"]);
  });

  it("shows at most three toasts, dropping the oldest", () => {
    const { result, rerender } = renderHook(() => useToasts());
    ["one", "two", "three", "four"].forEach((title) => toast(title));
    rerender();
    expect(MAX_VISIBLE_TOASTS).toBe(3);
    expect(result.current.map((t) => t.title)).toEqual(["two", "three", "four"]);
  });

  it("offers the spec's upgrade prompt", () => {
    const { result, rerender } = renderHook(() => useToasts());
    toast.upgrade();
    rerender();
    expect(result.current[0]).toMatchObject({
      kind: "upgrade",
      title: "Upgrade your account",
      description: "This feature requires an active subscription. Upgrade now to enjoy this and other exclusive benefits.",
      duration: 100_000,
    });
    expect(UPGRADE_TOAST.title).toBe("Upgrade your account");
    // Its button opens the 'Choose a plan' overlay.
    const overlay = renderHook(() => usePlanOverlay());
    expect(result.current[0]?.action?.label).toBe("See plans");
    act(() => result.current[0]?.action?.onAction());
    expect(overlay.result.current).toMatchObject({ open: true, checkoutRunning: false });
    act(() => closePlanOverlay());
  });
});
