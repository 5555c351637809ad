import { PAIRING_MINUTES, type NewDevice } from "@folio/contract";

/** The pairing in progress, kept for this tab so a reload shows the same device ID until it expires. */
const KEY = "folio.mobile-pairing";

interface StoredPairing {
  device: NewDevice;
  startedAt: number;
}

export function readPairing(now = Date.now()): NewDevice | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredPairing>;
    const fresh = typeof stored.startedAt === "number" && now - stored.startedAt < PAIRING_MINUTES * 60_000;
    if (fresh && typeof stored.device?.device_id === "string" && typeof stored.device.poll_secret === "string") return stored.device;
  } catch {
    // Blocked or damaged storage: start a new pairing.
  }
  forgetPairing();
  return null;
}

export function savePairing(device: NewDevice, now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ device, startedAt: now } satisfies StoredPairing));
  } catch {
    // Storage blocked: the pairing lasts as long as the page.
  }
}

export function forgetPairing(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // See above.
  }
}
