import { z } from "zod";
import { taggedRoutes } from "./route.ts";

/** Mobile link (issue 21, contract "Mobile link"): the phone app pairs by a device ID the user types in Settings. */

/** A device ID holds only letters, digits and '-' (the contract), at most this long. */
export const DEVICE_ID_MAX = 64;
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9-]+$/;
/** How long a device ID waits to be linked before its pairing answers 410 (the contract's 15 minutes). */
export const PAIRING_MINUTES = 15;
/** The seconds the app waits between polls while its device is not linked (sent as Retry-After). */
export const PAIRING_POLL_SECONDS = 3;

export const MOBILE_MESSAGES = {
  deviceIdRequired: "valid device ID required",
} as const;

/** Whether a typed device ID has the contract's shape; the web form and the server share it. */
export function isValidDeviceId(value: string): boolean {
  return value.length > 0 && value.length <= DEVICE_ID_MAX && DEVICE_ID_PATTERN.test(value);
}

/** Kept a plain string so an empty or malformed one reaches the service and gets the contract's 400 message, not a 422. */
export const LinkDeviceQuery = z.object({ device_id: z.string().max(1000).optional() });
export const LinkedDevice = z.object({ device_id: z.string().nullable() });
export type LinkedDevice = z.infer<typeof LinkedDevice>;

export const NewDevice = z.object({ device_id: z.string(), poll_secret: z.string() });
export type NewDevice = z.infer<typeof NewDevice>;
export const DeviceParam = z.object({ device_id: z.string().min(1).max(DEVICE_ID_MAX) });
export const DeviceSessionBody = z.object({ poll_secret: z.string().min(1).max(200) });
/** 200 once linked; a 202 answers `{status: "waiting"}` with Retry-After. */
export const DeviceSession = z.object({ token: z.string() });
export type DeviceSession = z.infer<typeof DeviceSession>;
export const DevicePending = z.object({ status: z.literal("waiting") });

const route = taggedRoutes("Mobile link", { keyAccess: "none" });

export const mobileRoutes = {
  link: route("get", "/api/mobile/link/mobile_account", "registered", "Link the mobile device with this ID to the caller's account.", { query: LinkDeviceQuery, success: { status: 200, schema: z.object({ device_id: z.string() }) }, errors: [400, 401, 403, 409, 410] }),
  linked: route("get", "/api/mobile/linked_device", "registered", "The device linked to the caller's account, or null.", { success: { status: 200, schema: LinkedDevice }, errors: [401, 403] }),
  unlink: route("delete", "/api/mobile/linked_device", "registered", "Unlink the caller's device and end its session at once.", { success: { status: 204, schema: null }, errors: [401, 403] }),
  createDevice: route("post", "/api/mobile/devices", "public", "Start pairing a mobile app: a new device ID to show and the secret it polls with.", { success: { status: 201, schema: NewDevice }, errors: [429] }),
  deviceSession: route("post", "/api/mobile/devices/:device_id/session", "public", "Poll a pairing: 202 while the device is not linked (Retry-After), 200 with a session token once a user linked it, 410 once expired.", { params: DeviceParam, body: DeviceSessionBody, success: { status: 200, schema: DeviceSession }, errors: [403, 404, 410, 422] }),
} as const;
