import { describe, expect, it } from "vitest";
import { plural } from "./plural";

describe("plural", () => {
  it("puts the noun in the number of the count", () => {
    expect([plural(0, "document"), plural(1, "document"), plural(16, "document")]).toEqual(["0 documents", "1 document", "16 documents"]);
    expect([plural(1, "entry", "entries"), plural(3, "entry", "entries")]).toEqual(["1 entry", "3 entries"]);
    expect(plural(1200, "page")).toBe("1,200 pages");
  });
});
