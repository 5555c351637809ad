import { describe, expect, it } from "vitest";
import { splitTextIntoUnits } from "./split-text.ts";

describe("splitTextIntoUnits", () => {
  it("makes a section per heading, the title joining the first, labelled by the heading", () => {
    const text = "A Study of Rivers\r\n\r\nIntroduction\r\n\r\nRivers matter a great deal.\r\n\r\nMethods\r\n\r\nWe walked along them.\r\n\r\nResults\r\n\r\nThey were wet.";
    const units = splitTextIntoUnits(text);
    expect(units.map((u) => u.label)).toEqual(["A Study of Rivers", "Methods", "Results"]);
    expect(units.map((u) => u.unit)).toEqual([1, 2, 3]);
    expect(units[0]?.text).toContain("Rivers matter a great deal.");
    expect(units.every((u) => u.kind === "section")).toBe(true);
  });

  it("groups paragraphs into sections of about a page when there are no headings", () => {
    const paragraph = "This is a sentence of ordinary prose that goes on for a while. ".repeat(6).trim();
    const text = Array.from({ length: 12 }, () => paragraph).join("\n\n");
    const units = splitTextIntoUnits(text);
    expect(units.length).toBeGreaterThan(1);
    expect(units.length).toBeLessThan(12);
    expect(units.map((u) => u.label)).toEqual(units.map((_, i) => `Section ${i + 1}`));
    expect(units.map((u) => u.text).join("\n\n")).toBe(text);
  });

  it("gives nothing for empty or blank text", () => {
    expect(splitTextIntoUnits("")).toEqual([]);
    expect(splitTextIntoUnits(" \n\n \n")).toEqual([]);
  });
});
