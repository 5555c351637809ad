import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { mobileRoutes, PAIRING_POLL_SECONDS, type DeviceSession, type NewDevice } from "@folio/contract";
import { callApi, toApiError, ApiError, NETWORK_ERROR_DETAIL } from "@/lib/api-client";

export const linkedDeviceKey = ["mobile", "linked-device"] as const;

/** The device linked to the signed-in account (Settings > "Link a mobile app"). */
export function useLinkedDevice() {
  return useQuery({ queryKey: linkedDeviceKey, queryFn: () => callApi(mobileRoutes.linked) });
}

export function useLinkDevice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (deviceId: string) => callApi(mobileRoutes.link, { query: { device_id: deviceId } }),
    onSuccess: (linked) => qc.setQueryData(linkedDeviceKey, { device_id: linked.device_id }),
  });
}

export function useUnlinkDevice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(mobileRoutes.unlink),
    onSuccess: () => qc.setQueryData(linkedDeviceKey, { device_id: null }),
  });
}

/** Start pairing this phone: the device ID to show and the secret to poll with. */
export function startPairing(): Promise<NewDevice> {
  return callApi(mobileRoutes.createDevice);
}

export type PollAnswer = { linked: false; retryAfterSeconds: number } | { linked: true; session: DeviceSession };

/**
 * One poll of the pairing. A plain fetch rather than callApi: the 202 and its Retry-After are the
 * answer while the device waits, and no session token may be sent (the phone has none yet).
 */
export async function pollPairing(device: NewDevice, signal: AbortSignal): Promise<PollAnswer> {
  let response: Response;
  try {
    response = await fetch(mobileRoutes.deviceSession.path.replace(":device_id", encodeURIComponent(device.device_id)), {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/json" },
      body: JSON.stringify({ poll_secret: device.poll_secret }),
      credentials: "omit",
      signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === "AbortError") throw err;
    throw new ApiError(0, NETWORK_ERROR_DETAIL);
  }
  if (response.status === 202) return { linked: false, retryAfterSeconds: retryAfter(response.headers.get("retry-after")) };
  if (!response.ok) throw await toApiError(response);
  return { linked: true, session: (await response.json()) as DeviceSession };
}

/** Retry-After in seconds, kept between 1 and 60; the contract's interval when missing or not a number. */
export function retryAfter(header: string | null): number {
  const seconds = Number(header);
  if (!header || !Number.isFinite(seconds)) return PAIRING_POLL_SECONDS;
  return Math.min(60, Math.max(1, Math.round(seconds)));
}
