import { describe, expect, it } from "vitest";
import { MAX_ZOOM, MIN_ZOOM, pinchZoom, stepZoom } from "./zoom";

describe("viewer zoom", () => {
  it("steps in and out from a step or from between steps", () => {
    expect([stepZoom(1, "in"), stepZoom(1, "out")]).toEqual([1.25, 0.75]);
    expect([stepZoom(1.6, "in"), stepZoom(1.6, "out")]).toEqual([2, 1.5]);
    expect([stepZoom(MAX_ZOOM, "in"), stepZoom(MIN_ZOOM, "out")]).toEqual([MAX_ZOOM, MIN_ZOOM]);
  });

  it("follows the fingers' spread, within the zoom's ends", () => {
    expect(pinchZoom(1, 100, 180)).toBeCloseTo(1.8);
    expect(pinchZoom(2, 200, 100)).toBe(1);
    expect(pinchZoom(1, 100, 1000)).toBe(MAX_ZOOM);
    expect(pinchZoom(1, 100, 10)).toBe(MIN_ZOOM);
    expect(pinchZoom(1.5, 0, 50)).toBe(1.5);
  });
});
