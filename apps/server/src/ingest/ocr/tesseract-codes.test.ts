import { describe, expect, it } from "vitest";
import { LANGS } from "../../text/index.ts";
import { tesseractCodeFor } from "./tesseract-codes.ts";

describe("tesseractCodeFor", () => {
  it.each(LANGS)("%s has a tesseract model", (lang) => {
    expect(tesseractCodeFor(lang)).toMatch(/^[a-z_]+$/);
  });

  it("has none for an unknown language", () => {
    expect(tesseractCodeFor(null)).toBeNull();
  });
});
