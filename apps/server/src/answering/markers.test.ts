import { describe, expect, it } from "vitest";
import { citedNumbers, compactNumbering, createMarkerNumbering, filterMarkers, rewriteMarkers } from "./markers.ts";

describe("citation markers", () => {
  it("finds every cited number once, in order, in ASCII and full-width forms", () => {
    expect(citedNumbers("A [2]. B [1, 3][2]. C［4］ D【5】 E [6、7]. Not [x] nor [].")).toEqual([2, 1, 3, 4, 5, 6, 7]);
  });

  it("removes dropped numbers, and a marker left empty with its space", () => {
    const text = "Water boils at 100 °C [1]. It freezes at 0 °C [2]. Both [1, 2].";
    expect(filterMarkers(text, (n) => n === 1)).toBe("Water boils at 100 °C [1]. It freezes at 0 °C. Both [1].");
    expect(filterMarkers("水在100度沸腾［2］。", () => false)).toBe("水在100度沸腾。");
  });

  it("rewrites markers one bracket per number, removing those mapped to nothing", () => {
    expect(rewriteMarkers("A [2, 5]. B［5］ C [7].", (n) => new Map([[2, 1], [5, 2]]).get(n))).toBe("A [1][2]. B[2] C.");
  });

  it("numbers streamed markers 1..k by first use, across delta boundaries", () => {
    const numbering = createMarkerNumbering((n) => n <= 8);
    const out = ["Rivers [", "5]", " and seas [2, 5", "] and lakes [5][", "12] and [", "x]"].map((d) => numbering.push(d)).join("") + numbering.end();
    expect(out).toBe("Rivers [1] and seas [2][1] and lakes [1] and [x]");
    expect([numbering.displayOf(5), numbering.displayOf(2), numbering.displayOf(12), numbering.count()]).toEqual([1, 2, undefined, 2]);
  });

  it("compacts numbers left with gaps, in order of first use", () => {
    const compacted = compactNumbering("B [3]. A [1]. B again [3].", [{ n: 1 }, { n: 3 }, { n: 4 }]);
    expect(compacted).toEqual({ text: "B [1]. A [2]. B again [1].", citations: [{ n: 1 }, { n: 2 }, { n: 3 }] });
  });
});
