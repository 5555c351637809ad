import { describe, expect, it } from "vitest";
import { deriveRole, rolesOf } from "./roles.ts";

describe("roles", () => {
  it("derives the highest role: enterprise over pro over premium", () => {
    expect(deriveRole(["basic", "premium", "pro"])).toBe("pro");
    expect(deriveRole(["premium", "enterprise", "pro"])).toBe("enterprise");
    expect(deriveRole(["basic", "premium"])).toBe("premium");
    expect(deriveRole(["basic"])).toBe("free");
    expect(deriveRole(["anonymous"])).toBe("anonymous");
  });
  it("gives anonymous users only the anonymous role", () => {
    expect(rolesOf({ is_anonymous: true, plan: "PRO" })).toEqual(["anonymous"]);
    expect(rolesOf({ is_anonymous: false, plan: "PREMIUM" })).toEqual(["basic", "premium"]);
  });
});
