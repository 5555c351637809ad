import { describe, expect, it } from "vitest";
import { unitCount } from "./format";

describe("unitCount", () => {
  it("names a document's units in the right number, CSV row blocks included", () => {
    expect([unitCount("rows", 16), unitCount("rows", 1)]).toEqual(["16 row blocks", "1 row block"]);
    expect([unitCount("page", 1), unitCount(null, 3), unitCount("slide", 23), unitCount("chapter", 1)]).toEqual(["1 page", "3 pages", "23 slides", "1 chapter"]);
  });
});
