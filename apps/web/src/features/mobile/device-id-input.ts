import { DEVICE_ID_MAX, DEVICE_ID_PATTERN } from "@folio/contract";

/** What the user typed, as the app shows IDs: trimmed, inner spaces dropped, upper case. */
export function normaliseDeviceId(typed: string): string {
  return typed.replace(/\s+/g, "").toUpperCase();
}

/** The Settings field's message for a device ID, or null when it can be sent. */
export function deviceIdError(deviceId: string): string | null {
  if (!deviceId) return "Enter the device ID shown on your phone.";
  if (deviceId.length > DEVICE_ID_MAX) return `A device ID has at most ${DEVICE_ID_MAX} characters.`;
  if (!DEVICE_ID_PATTERN.test(deviceId)) return "A device ID holds only letters, digits and dashes (-).";
  return null;
}
