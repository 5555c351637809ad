import { describe, expect, it } from "vitest";
import { alphabetize, randomizeList, shuffle, uniformInt } from "./lists.ts";

const base = { order: "asc", dedupe: false, case_insensitive: true, split: "line" } as const;

describe("alphabetize", () => {
  it("sorts by the language's rules and numbers by value, with dedupe ignoring case", () => {
    expect(alphabetize("Zebra\nähre\nApple\napple\nbanana\nitem 10\nitem 2", { ...base, dedupe: true, locale: "de" }))
      .toBe("ähre\nApple\nbanana\nitem 2\nitem 10\nZebra");
    // In Swedish ä is a letter after z.
    expect(alphabetize("Zebra\nähre\nApple\nbanana", { ...base, locale: "sv" })).toBe("Apple\nbanana\nZebra\nähre");
  });

  it("reads comma lists (also the Chinese and Arabic commas) and sorts descending", () => {
    expect(alphabetize("b, a,, c", { ...base, split: "comma", order: "desc" })).toBe("c, b, a");
    expect(alphabetize("b，a", { ...base, split: "comma" })).toBe("a, b");
  });

  it("keeps case variants apart when case matters", () => {
    expect(alphabetize("apple\nApple", { ...base, case_insensitive: false, dedupe: true, locale: "en" })).toBe("Apple\napple");
  });
});

describe("shuffle", () => {
  it("rejects the biased top of the 32-bit range", () => {
    // n = 3: 2^32 mod 3 = 1, so 2^32 - 1 is rejected and the next draw used.
    const draws = [2 ** 32 - 1, 5];
    expect(uniformInt(3, () => draws.shift() ?? 0)).toBe(2);
  });

  it("is a permutation, and every order of three comes up about as often", () => {
    expect(randomizeList("a\nb\nc\nd", { split: "line" }).split("\n").sort()).toEqual(["a", "b", "c", "d"]);
    const seen = new Map<string, number>();
    for (let i = 0; i < 6000; i++) {
      const key = shuffle(["a", "b", "c"]).join("");
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect(seen.size).toBe(6);
    // Each order expected 1000 times; 800..1200 is over 6 standard deviations wide.
    for (const n of seen.values()) {
      expect(n).toBeGreaterThan(800);
      expect(n).toBeLessThan(1200);
    }
  });
});
