import { describe, expect, it } from "vitest";
import { DEFAULT_AFTER_LOGIN, safeNextPath } from "./next-path";

describe("safeNextPath", () => {
  it("follows same-site paths and falls back to the default otherwise", () => {
    expect(safeNextPath("/settings?tab=1")).toBe("/settings?tab=1");
    expect(DEFAULT_AFTER_LOGIN).toBe("/conversations");
    expect(safeNextPath(undefined)).toBe(DEFAULT_AFTER_LOGIN);
    expect(safeNextPath("https://evil.example")).toBe(DEFAULT_AFTER_LOGIN);
    expect(safeNextPath("//evil.example")).toBe(DEFAULT_AFTER_LOGIN);
    expect(safeNextPath("/\\evil.example")).toBe(DEFAULT_AFTER_LOGIN);
  });
});
