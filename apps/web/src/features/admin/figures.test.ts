import { describe, expect, it } from "vitest";
import { percentOf, shortDay } from "./figures";

describe("dashboard figures", () => {
  it("names a UTC day the same in every time zone", () => {
    expect(shortDay("2026-11-03")).toBe("3 Nov 2026");
  });
  it("gives the share of the step before, whole, and none when nobody reached it", () => {
    expect(percentOf(1, 3)).toBe("33%");
    expect(percentOf(0, 0)).toBe("none");
  });
});
