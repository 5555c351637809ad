import { afterEach, describe, expect, it } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { openConsentSettings, readConsent, saveConsent } from "../consent-state";
import { ConsentBanner } from "./consent-banner";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const banner = () => screen.queryByRole("region", { name: "Cookies and tracking" });

describe("ConsentBanner", () => {
  it("shows until the visitor decides, and Necessary only consents to nothing", () => {
    render(<ConsentBanner />);
    expect(banner()).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Necessary only" }));
    expect(readConsent()).toEqual({ analytics: false, recording: false, marketing: false });
    expect(banner()).toBeNull();
  });

  it("saves the categories chosen one by one, with necessary always on", () => {
    render(<ConsentBanner />);
    fireEvent.click(screen.getByRole("button", { name: "Customise" }));
    expect((screen.getByRole("switch", { name: "Necessary" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("switch", { name: "Session recording" }));
    fireEvent.click(screen.getByRole("button", { name: "Save choices" }));
    expect(readConsent()).toEqual({ analytics: false, recording: true, marketing: false });
  });

  it("reopens from Cookie settings with the current choices, focused, and Esc leaves them as they were", () => {
    saveConsent({ analytics: true, recording: false, marketing: false });
    render(<ConsentBanner />);
    expect(banner()).toBeNull();
    act(() => openConsentSettings());
    expect(document.activeElement).toBe(banner());
    expect(screen.getByRole("switch", { name: "Analytics" }).getAttribute("aria-checked")).toBe("true");
    act(() => {
      window.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    });
    expect(banner()).toBeNull();
    expect(readConsent()).toEqual({ analytics: true, recording: false, marketing: false });
  });
});
