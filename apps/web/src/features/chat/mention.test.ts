import { describe, expect, it } from "vitest";
import { mentionAt, removeMention } from "./mention";

describe("mentionAt", () => {
  it("finds the @word at the caret", () => {
    expect(mentionAt("compare with @rep", 17)).toEqual({ start: 13, query: "rep" });
    expect(mentionAt("@", 1)).toEqual({ start: 0, query: "" });
  });
  it("ignores e-mail addresses and finished words", () => {
    expect(mentionAt("mail ada@example.com", 20)).toBeNull();
    expect(mentionAt("with @report and", 16)).toBeNull();
  });
});

describe("removeMention", () => {
  it("drops the typed mention", () => {
    expect(removeMention("compare with @rep please", 13, 17)).toBe("compare with please");
  });
});
