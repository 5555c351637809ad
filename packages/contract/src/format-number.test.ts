import { describe, expect, it } from "vitest";
import { formatNumber } from "./format-number.ts";

describe("formatNumber", () => {
  const values = [0, 1, 12, 999, 1000, 12_000, 1_500_000, 123_456_789, -4321, 0.5, 0.125, 1234.5678, 2.0004, -0.0001, -0];

  it("writes what toLocaleString('en-US') writes", () => {
    for (const n of values) expect(formatNumber(n)).toBe(n.toLocaleString("en-US"));
  });

  it("writes exactly the fraction digits asked for, as Intl's minimum and maximum would", () => {
    for (const n of [0, 5, 9.9, 1234.5, 20_000.125, -3.456]) {
      expect(formatNumber(n, 2)).toBe(n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
    }
  });

  it("leaves what is not a finite number as Intl writes it", () => {
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe("∞");
    expect(formatNumber(Number.NaN)).toBe("NaN");
  });
});
