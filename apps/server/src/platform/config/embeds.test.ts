import { describe, expect, it } from "vitest";
import { ConfigError } from "./env.ts";
import { oneTapClientId, readEmbedsSettings } from "./embeds.ts";

describe("third-party embeds configuration", () => {
  it("has no pixel unless AD_PIXEL_URL names an https script", () => {
    expect(readEmbedsSettings({})).toEqual({ adPixelUrl: null });
    expect(readEmbedsSettings({ AD_PIXEL_URL: "https://px.example.com/p.js" })).toEqual({ adPixelUrl: "https://px.example.com/p.js" });
    expect(() => readEmbedsSettings({ AD_PIXEL_URL: "http://px.example.com/p.js" })).toThrow(ConfigError);
    expect(() => readEmbedsSettings({ AD_PIXEL_URL: "pixel" })).toThrow(/AD_PIXEL_URL/);
  });
  it("offers the one-tap prompt only for Google sign-in against Google itself", () => {
    const google = { googleEnabled: true, GOOGLE_ISSUER: "https://accounts.google.com", GOOGLE_CLIENT_ID: "id" };
    expect(oneTapClientId(google)).toBe("id");
    expect(oneTapClientId({ ...google, googleEnabled: false })).toBeNull();
    expect(oneTapClientId({ ...google, GOOGLE_ISSUER: "https://login.example.com" })).toBeNull();
  });
});
