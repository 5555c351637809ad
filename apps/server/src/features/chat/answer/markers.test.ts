import { describe, expect, it } from "vitest";
import { citedNumbers, filterMarkers } from "./markers.ts";

describe("citation markers", () => {
  it("finds every cited number once, in order, in ASCII and full-width forms", () => {
    expect(citedNumbers("A [2]. B [1, 3][2]. C［4］ D【5】 E [6、7]. Not [x] nor [].")).toEqual([2, 1, 3, 4, 5, 6, 7]);
  });

  it("removes dropped numbers, and a marker left empty with its space", () => {
    const text = "Water boils at 100 °C [1]. It freezes at 0 °C [2]. Both [1, 2].";
    expect(filterMarkers(text, (n) => n === 1)).toBe("Water boils at 100 °C [1]. It freezes at 0 °C. Both [1].");
    expect(filterMarkers("水在100度沸腾［2］。", () => false)).toBe("水在100度沸腾。");
  });
});
