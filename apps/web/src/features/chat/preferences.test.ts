import { afterEach, describe, expect, it } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { useSniperPreference } from "./preferences";

afterEach(() => localStorage.clear());

describe("useSniperPreference", () => {
  it("is off until turned on, then remembered for that user only", () => {
    const first = renderHook(() => useSniperPreference("usr_1"));
    expect(first.result.current.on).toBe(false);
    act(() => first.result.current.setOn(true));
    expect(first.result.current.on).toBe(true);
    expect(renderHook(() => useSniperPreference("usr_1")).result.current.on).toBe(true);
    expect(renderHook(() => useSniperPreference("usr_2")).result.current.on).toBe(false);
    act(() => first.result.current.setOn(false));
    expect(renderHook(() => useSniperPreference("usr_1")).result.current.on).toBe(false);
  });
});
