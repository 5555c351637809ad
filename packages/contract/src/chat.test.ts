import { describe, expect, it } from "vitest";
import { conversationGroup } from "./chat.ts";

describe("conversationGroup", () => {
  const now = new Date(2026, 10, 23, 9, 30);
  const daysAgo = (n: number, hour = 12) => new Date(2026, 10, 23 - n, hour);

  it("names the spec's age groups by calendar day", () => {
    expect(conversationGroup(new Date(2026, 10, 23, 0, 5), now)).toBe("Today");
    expect(conversationGroup(daysAgo(1, 23), now)).toBe("Yesterday");
    expect(conversationGroup(daysAgo(2), now)).toBe("Past 7 days");
    expect(conversationGroup(daysAgo(7), now)).toBe("Past 7 days");
    expect(conversationGroup(daysAgo(8), now)).toBe("Past 30 days");
    expect(conversationGroup(daysAgo(30), now)).toBe("Past 30 days");
  });

  it("older ones by month, with the year when it is not this year", () => {
    expect(conversationGroup(new Date(2026, 2, 4), now)).toBe("March");
    expect(conversationGroup(new Date(2025, 11, 31), now)).toBe("December 2025");
  });

  it("a date in the future counts as today", () => {
    expect(conversationGroup(new Date(2026, 10, 24), now)).toBe("Today");
  });
});
