import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useDebounced } from "./use-debounced";

describe("useDebounced", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("gives the value once it has stayed the same for the delay", () => {
    const { result, rerender } = renderHook(({ value }) => useDebounced(value, 300), { initialProps: { value: "" } });
    rerender({ value: "ab" });
    act(() => void vi.advanceTimersByTime(200));
    rerender({ value: "abc" });
    act(() => void vi.advanceTimersByTime(200));
    expect(result.current).toBe("");
    act(() => void vi.advanceTimersByTime(100));
    expect(result.current).toBe("abc");
  });
});
