import { describe, expect, it } from "vitest";
import { deviceIdError, normaliseDeviceId } from "./device-id-input";
import { firstLink } from "./share-inbox";
import { retryAfter } from "./api";

describe("device ID input", () => {
  it("normalises what was typed the way the phone shows it", () => {
    expect(normaliseDeviceId("  k7qf-9xme 2hwp ")).toBe("K7QF-9XME2HWP");
  });
  it("says what is wrong with an empty, malformed or long ID", () => {
    expect(deviceIdError("")).toMatch(/Enter the device ID/);
    expect(deviceIdError("AB_CD")).toMatch(/letters, digits and dashes/);
    expect(deviceIdError("A".repeat(65))).toMatch(/at most 64/);
    expect(deviceIdError("K7QF-9XME-2HWP")).toBeNull();
  });
});

describe("pairing helpers", () => {
  it("honours Retry-After within bounds, else the contract's interval", () => {
    expect(retryAfter("5")).toBe(5);
    expect(retryAfter("0")).toBe(1);
    expect(retryAfter("9999")).toBe(60);
    expect(retryAfter(null)).toBe(3);
    expect(retryAfter("soon")).toBe(3);
  });
  it("finds the shared link in the url or in the text", () => {
    expect(firstLink("", "Read this https://example.org/paper.pdf now")).toBe("https://example.org/paper.pdf");
    expect(firstLink("https://a.example/x", "https://b.example")).toBe("https://a.example/x");
    expect(firstLink("", "no link")).toBeNull();
  });
});
