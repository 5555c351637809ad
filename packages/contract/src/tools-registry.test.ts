import { describe, expect, it } from "vitest";
import { TOOL_CATEGORIES, TOOLS, findTool } from "./tools-registry.ts";

describe("tools registry", () => {
  it("lists the spec's ~55 tools once each, under /tools/<slug>", () => {
    expect(TOOLS.length).toBeGreaterThanOrEqual(50);
    expect(new Set(TOOLS.map((t) => t.slug)).size).toBe(TOOLS.length);
    for (const t of TOOLS) {
      expect(t.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(t.path).toBe(`/tools/${t.slug}`);
      expect(t.description.length).toBeGreaterThan(20);
      expect(t.needs_model).toBe(t.kind === "generative");
    }
  });

  it("keeps the spec's fixed path of the literature review writer", () => {
    expect(findTool("literature-review-writer")?.path).toBe("/tools/literature-review-writer");
  });

  it("uses every category", () => {
    expect(new Set(TOOLS.map((t) => t.category))).toEqual(new Set(TOOL_CATEGORIES));
  });

  it("parses options with their defaults", () => {
    expect(findTool("case-converter")?.options.parse({})).toEqual({ case: "upper" });
    expect(() => findTool("pdf-split")?.options.parse({ ranges: "1-3;x" })).toThrow();
  });
});
