/**
 * The visitor's cookie and tracking choices, remembered per browser (docs/decisions/0034). Necessary
 * storage (the session, preferences) is always on and not a choice; the three others are off until the
 * visitor says otherwise. Everything that tracks (analytics, session recording, the ad pixel) reads
 * these choices and listens for changes, so a withdrawal stops it at once.
 */
export interface ConsentChoices {
  analytics: boolean;
  recording: boolean;
  marketing: boolean;
}

/** Where the choices are kept in localStorage. The version lets a later change of categories ask again. */
export const CONSENT_STORAGE_KEY = "folio.consent";
const CONSENT_VERSION = 1;

export const ALL_ACCEPTED: ConsentChoices = { analytics: true, recording: true, marketing: true };
export const NECESSARY_ONLY: ConsentChoices = { analytics: false, recording: false, marketing: false };

type Listener = (choices: ConsentChoices | null) => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Reads stored choices; anything malformed or of another version counts as not decided yet. */
export function parseConsent(raw: string | null): ConsentChoices | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const record = value as Record<string, unknown>;
    if (record.version !== CONSENT_VERSION) return null;
    return { analytics: record.analytics === true, recording: record.recording === true, marketing: record.marketing === true };
  } catch {
    return null;
  }
}

/** Where storage is refused (privacy settings, a full disk) the choice holds for this page only. */
let unstored: string | null = null;

/** The stored value as kept, the snapshot hooks compare (a string compares by value). */
export function storedConsent(): string | null {
  try {
    const store = storage();
    return store ? store.getItem(CONSENT_STORAGE_KEY) : unstored;
  } catch {
    return unstored;
  }
}

/** This browser's choices, or null when the visitor has not decided yet (the banner shows). */
export function readConsent(): ConsentChoices | null {
  return parseConsent(storedConsent());
}

function notify(): void {
  const choices = readConsent();
  for (const listener of [...listeners]) listener(choices);
}

/** Remembers the visitor's choices and tells every listener at once. */
export function saveConsent(choices: ConsentChoices): void {
  const stored = { version: CONSENT_VERSION, analytics: choices.analytics, recording: choices.recording, marketing: choices.marketing, decided_at: new Date().toISOString() };
  unstored = JSON.stringify(stored);
  try {
    storage()?.setItem(CONSENT_STORAGE_KEY, unstored);
  } catch {
    // A full or refused storage: `unstored` keeps the choice for this page.
  }
  notify();
}

/** Calls `listener` with the new choices whenever they change, here or in another tab; returns the unsubscribe. */
export function onConsentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

// Another tab's decision applies here too.
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === CONSENT_STORAGE_KEY || event.key === null) notify();
  });
}

/** Whether the banner is open again for a decided visitor ("Cookie settings"). */
let settingsOpen = false;
const settingsListeners = new Set<() => void>();

export function openConsentSettings(): void {
  settingsOpen = true;
  for (const listener of [...settingsListeners]) listener();
}

export function closeConsentSettings(): void {
  settingsOpen = false;
  for (const listener of [...settingsListeners]) listener();
}

export function consentSettingsOpen(): boolean {
  return settingsOpen;
}

export function onConsentSettingsChange(listener: () => void): () => void {
  settingsListeners.add(listener);
  return () => {
    settingsListeners.delete(listener);
  };
}
