import { describe, expect, it } from "vitest";
import { containsPattern } from "./contains-pattern.ts";

describe("containsPattern", () => {
  it("escapes the pattern characters so they match themselves", () => {
    expect(containsPattern("mill")).toBe("%mill%");
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
