import { useMemo, useSyncExternalStore } from "react";
import { consentSettingsOpen, onConsentChange, onConsentSettingsChange, parseConsent, storedConsent, type ConsentChoices } from "./consent-state";

/** Pre-rendering (and hydrating) knows nothing of the browser's storage. */
const UNKNOWN = () => undefined;

/** The choices, or undefined while pre-rendering or hydrating (the browser's storage is not read yet). */
export function useKnownConsent(): ConsentChoices | null | undefined {
  const raw = useSyncExternalStore<string | null | undefined>(onConsentChange, storedConsent, UNKNOWN);
  return useMemo(() => (raw === undefined ? undefined : parseConsent(raw)), [raw]);
}

/** This browser's consent choices (null: not decided yet); re-renders when they change. */
export function useConsent(): ConsentChoices | null {
  return useKnownConsent() ?? null;
}

/** Whether the visitor reopened the banner through "Cookie settings". */
export function useConsentSettingsOpen(): boolean {
  return useSyncExternalStore(onConsentSettingsChange, consentSettingsOpen, () => false);
}
