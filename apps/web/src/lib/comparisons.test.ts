import { describe, expect, it } from "vitest";
import { PRODUCTS, TOPIC_LABELS, alternativesPath } from "./comparisons";

describe("the comparisons data", () => {
  it("names a source with an https address for every fact, and each product once", () => {
    expect(new Set(PRODUCTS.map((p) => p.slug)).size).toBe(PRODUCTS.length);
    for (const p of PRODUCTS) {
      expect(p.facts.length, p.name).toBeGreaterThan(0);
      for (const f of p.facts) {
        expect(f.source.url, `${p.name}: ${f.text}`).toMatch(/^https:\/\/[a-z0-9.-]+\//);
        expect(f.source.title.length).toBeGreaterThan(0);
        expect(Object.keys(TOPIC_LABELS)).toContain(f.topic);
      }
    }
  });

  it("gives Smallpdf the spec's /best-smallpdf-alternatives and the others /top-...-alternatives", () => {
    expect(alternativesPath("smallpdf")).toBe("/best-smallpdf-alternatives");
    expect(alternativesPath("chatpdf")).toBe("/top-chatpdf-alternatives");
  });
});
