import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, render, screen } from "@testing-library/react";
import { clearToasts, toast } from "@/lib/toast";
import { Toaster } from "./toaster";

describe("Toaster", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    act(() => clearToasts());
    vi.useRealTimers();
  });

  it("closes an ordinary toast after 5 s and keeps an upgrade toast until 100000 ms", () => {
    render(<Toaster />);
    act(() => {
      toast.success("Profile Updated", "Your profile has been updated successfully");
      toast.upgrade();
    });
    expect(screen.getAllByText("Profile Updated").length).toBeGreaterThan(0);

    act(() => vi.advanceTimersByTime(4900));
    expect(screen.queryAllByText("Profile Updated").length).toBeGreaterThan(0);

    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryAllByText("Profile Updated")).toHaveLength(0);
    expect(screen.queryAllByText("Upgrade your account").length).toBeGreaterThan(0);

    act(() => vi.advanceTimersByTime(100_000 - 5100 - 100));
    expect(screen.queryAllByText("Upgrade your account").length).toBeGreaterThan(0);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryAllByText("Upgrade your account")).toHaveLength(0);
  });

  it("announces toasts through a polite live region", () => {
    render(<Toaster />);
    act(() => {
      toast.error("Failed to update profile");
    });
    expect(document.querySelector('[aria-live="polite"]')).not.toBeNull();
    expect(document.querySelector('[aria-live="assertive"]')).toBeNull();
  });

  it("marks every toast but the newest with how many came after it, for the phone layout's folded stack", () => {
    render(<Toaster />);
    act(() => {
      toast.upgrade();
      toast.error("Failed to update profile");
      toast.success("Profile Updated");
    });
    const behind = (title: string) => screen.getAllByText(title).map((el) => el.closest("li")?.getAttribute("data-behind")).find((v) => v !== undefined);
    expect(behind("Upgrade your account")).toBe("2");
    expect(behind("Failed to update profile")).toBe("1");
    expect(behind("Profile Updated")).toBeNull();
    act(() => clearToasts());
    act(() => {
      toast.success("Profile Updated");
    });
    expect(behind("Profile Updated")).toBeNull();
  });
});
