import { useCallback, useEffect, useState } from "react";
import type { NewDevice } from "@folio/contract";
import { errorDetail, isApiError } from "@/lib/api-client";
import { pollPairing, startPairing } from "./api";
import { forgetPairing, readPairing, savePairing } from "./pairing-storage";

export type PairingState =
  | { kind: "starting" }
  | { kind: "waiting"; device: NewDevice; reconnecting: boolean }
  | { kind: "linked"; token: string }
  | { kind: "expired" }
  | { kind: "error"; message: string };

/** Waits after a failed poll (network or server trouble) before trying again. */
const RETRY_AFTER_FAILURE_MS = 5_000;

/**
 * The phone's side of pairing: get a device ID (or reuse this tab's), then poll its session,
 * waiting as long as the server's Retry-After says, until a user links it (a token), it expires
 * (410) or the page goes away.
 */
export function useDevicePairing(): { state: PairingState; restart: () => void } {
  const [state, setState] = useState<PairingState>(() => {
    const existing = readPairing();
    return existing ? { kind: "waiting", device: existing, reconnecting: false } : { kind: "starting" };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = (ms: number, next: () => void) => {
      timer = setTimeout(next, ms);
    };

    const poll = (device: NewDevice) => {
      pollPairing(device, abort.signal).then(
        (answer) => {
          if (abort.signal.aborted) return;
          if (answer.linked) {
            forgetPairing();
            setState({ kind: "linked", token: answer.session.token });
            return;
          }
          setState({ kind: "waiting", device, reconnecting: false });
          later(answer.retryAfterSeconds * 1000, () => poll(device));
        },
        (err: unknown) => {
          if (abort.signal.aborted) return;
          // 404 (unlinked meanwhile) and 410 (expired or used): this ID is finished.
          if (isApiError(err, 410) || isApiError(err, 404) || isApiError(err, 403)) {
            forgetPairing();
            setState({ kind: "expired" });
            return;
          }
          setState({ kind: "waiting", device, reconnecting: true });
          later(RETRY_AFTER_FAILURE_MS, () => poll(device));
        },
      );
    };

    // The state already shows this tab's pairing (from useState's initialiser or restart).
    const existing = readPairing();
    if (existing) {
      poll(existing);
    } else {
      startPairing().then(
        (device) => {
          if (abort.signal.aborted) return;
          savePairing(device);
          setState({ kind: "waiting", device, reconnecting: false });
          poll(device);
        },
        (err: unknown) => !abort.signal.aborted && setState({ kind: "error", message: errorDetail(err) }),
      );
    }
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [attempt]);

  const restart = useCallback(() => {
    forgetPairing();
    setState({ kind: "starting" });
    setAttempt((n) => n + 1);
  }, []);
  return { state, restart };
}
