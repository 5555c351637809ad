import { describe, expect, it } from "vitest";
import { ERRORS, type ErrorEntry } from "./errors.ts";

const entries = Object.entries(ERRORS) as [string, ErrorEntry][];

describe("ERRORS", () => {
  it.each(entries)("%s has an error status and a message", (_code, entry) => {
    expect(entry.status).toBeGreaterThanOrEqual(400);
    expect(entry.status).toBeLessThan(600);
    expect(entry.detail.trim()).not.toBe("");
  });

  it("names only catalogue codes as the code an entry answers with", () => {
    for (const [key, entry] of entries) {
      if (entry.code === undefined) continue;
      expect(ERRORS, key).toHaveProperty(entry.code);
      // An entry keeps another's code only to answer it with another status.
      expect(entry.status, key).not.toBe(ERRORS[entry.code as keyof typeof ERRORS].status);
    }
  });
});
