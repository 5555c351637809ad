/** What other parts use of consent: the visitor's choices (read, watch, save), the banner and the "Cookie settings" control. */
export { readConsent, saveConsent, onConsentChange, openConsentSettings, ALL_ACCEPTED, NECESSARY_ONLY, type ConsentChoices } from "./consent-state";
export { useConsent } from "./use-consent";
export { ConsentBanner } from "./components/consent-banner";
export { CookieSettingsButton } from "./components/cookie-settings-button";
export { CookieSettingsSection } from "./components/cookie-settings-section";
