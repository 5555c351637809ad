import { describe, expect, it } from "vitest";
import { googleSignInHref, oneTapEmail } from "./one-tap";

const token = (claims: object) => `header.${btoa(JSON.stringify(claims)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_")}.signature`;

describe("the one-tap prompt's hand-over to Google sign-in", () => {
  it("reads the picked account's e-mail from the credential, and nothing from a malformed one", () => {
    expect(oneTapEmail(token({ email: "ada@example.com", sub: "1" }))).toBe("ada@example.com");
    expect(oneTapEmail("not-a-token")).toBeNull();
    expect(oneTapEmail("a.%%%.c")).toBeNull();
  });
  it("goes through the usual sign-in and lands back on the page", () => {
    const href = new URL(googleSignInHref("/pricing", "ada@example.com"), "http://x");
    expect(href.pathname).toBe("/api/auth/google/login");
    expect(href.searchParams.get("next")).toBe("/auth/complete?next=%2Fpricing");
    expect(href.searchParams.get("login_hint")).toBe("ada@example.com");
  });
});
