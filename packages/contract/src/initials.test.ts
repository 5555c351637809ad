import { describe, expect, it } from "vitest";
import { initials } from "./initials.ts";

describe("initials", () => {
  it("uses first letters of first and last name", () => expect(initials("ada", "lovelace", "x@y.z")).toBe("AL"));
  it("falls back to the first two letters of the e-mail", () => expect(initials("Ada", "", "mo@y.z")).toBe("MO"));
  it("falls back to GU", () => expect(initials(null, null, null)).toBe("GU"));
});
