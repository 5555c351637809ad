import { afterEach, describe, expect, it, vi } from "vitest";
import { ALL_ACCEPTED, CONSENT_STORAGE_KEY, NECESSARY_ONLY, onConsentChange, parseConsent, readConsent, saveConsent } from "./consent-state";

afterEach(() => localStorage.clear());

describe("consent state", () => {
  it("is undecided until the visitor chooses, and remembers the choice in this browser", () => {
    expect(readConsent()).toBeNull();
    saveConsent({ analytics: true, recording: false, marketing: false });
    expect(readConsent()).toEqual({ analytics: true, recording: false, marketing: false });
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({ version: 1, analytics: true, recording: false, marketing: false });
  });

  it("reads a malformed or older entry as not decided, and anything but true as no", () => {
    expect(parseConsent("not json")).toBeNull();
    expect(parseConsent(JSON.stringify({ analytics: true }))).toBeNull();
    expect(parseConsent(JSON.stringify({ version: 1, analytics: "yes", recording: 1, marketing: true }))).toEqual({ analytics: false, recording: false, marketing: true });
  });

  it("tells listeners at once, so a withdrawal stops tracking immediately", () => {
    const listener = vi.fn();
    const unsubscribe = onConsentChange(listener);
    saveConsent(ALL_ACCEPTED);
    saveConsent(NECESSARY_ONLY);
    expect(listener.mock.calls).toEqual([[ALL_ACCEPTED], [NECESSARY_ONLY]]);
    unsubscribe();
    saveConsent(ALL_ACCEPTED);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("applies a decision made in another tab", () => {
    const listener = vi.fn();
    const unsubscribe = onConsentChange(listener);
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: 1, ...ALL_ACCEPTED }));
    window.dispatchEvent(new StorageEvent("storage", { key: CONSENT_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledWith(ALL_ACCEPTED);
    unsubscribe();
  });
});
