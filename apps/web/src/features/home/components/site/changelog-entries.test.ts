import { describe, expect, it } from "vitest";
import changelog from "../../../../../../../CHANGELOG.md?raw";
import { parseChangelog } from "./changelog-entries";

describe("parseChangelog", () => {
  it("reads dated sections and their changes, leaving out the title and introduction", () => {
    const days = parseChangelog("# Changelog\n\nIntro line.\n\n## 2026-11-25\n- One\n- Two that\n  wraps\n\n## 2026-11-23\n* Three\n");
    expect(days).toEqual([
      { date: "2026-11-25", changes: ["One", "Two that wraps"] },
      { date: "2026-11-23", changes: ["Three"] },
    ]);
  });

  it("reads the repository's CHANGELOG.md: dated sections, newest first, none empty", () => {
    const days = parseChangelog(changelog);
    expect(days.length).toBeGreaterThan(0);
    for (const day of days) {
      expect(day.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(day.changes.length).toBeGreaterThan(0);
    }
    const dates = days.map((d) => d.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});
