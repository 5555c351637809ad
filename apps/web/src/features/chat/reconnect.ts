/**
 * Waits before each attempt to resume an answer whose stream dropped: about 30 s in all, longer
 * than a server's lease on an answer (10 s), so that another server process can take it over.
 */
export const RECONNECT_DELAYS_MS = [500, 1000, 2000, 4000, 8000, 8000, 8000] as const;

/** Gateway answers while a server restarts behind a proxy: worth trying again. */
const RESTARTING = new Set([502, 503, 504]);

/**
 * Whether a chat request failed because the connection dropped or the server was away (fetch's
 * TypeError, "network error" / "Failed to fetch" / "Load failed" / "terminated", or a gateway
 * error), rather than because the server refused or the answer failed.
 */
export function isDroppedConnection(error: Error): boolean {
  if (error instanceof TypeError) return /fetch|network|load failed|terminated/iu.test(error.message);
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === "number" && RESTARTING.has(status);
}

export interface Reconnector {
  /** The stream dropped: schedules `resume` (the chat's resumeStream) and answers true, or false once every attempt is spent. */
  dropped(resume: () => void): boolean;
  /** The answer ended (finished, stopped, or failed for good): attempts start again from the first delay. */
  settled(): void;
  /** Whether a resume is scheduled or under way. */
  readonly active: boolean;
  /** Drops a scheduled resume (the view goes away). */
  cancel(): void;
}

type Schedule = (run: () => void, ms: number) => () => void;
const timeout: Schedule = (run, ms) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

/**
 * Resumes a dropped answer with backoff; `onChange` says whether the view shows "Reconnecting…".
 * One drop reported twice (the SDK calls onError and then onFinish) schedules one attempt.
 */
export function createReconnector(onChange: (reconnecting: boolean) => void, schedule: Schedule = timeout): Reconnector {
  let attempt = 0;
  let cancelTimer: (() => void) | null = null;
  const stop = () => {
    cancelTimer?.();
    cancelTimer = null;
  };
  return {
    get active() {
      return attempt > 0;
    },
    dropped(resume) {
      if (cancelTimer) return true;
      const delay = RECONNECT_DELAYS_MS[attempt];
      if (delay === undefined) {
        attempt = 0;
        onChange(false);
        return false;
      }
      attempt += 1;
      onChange(true);
      cancelTimer = schedule(() => {
        cancelTimer = null;
        resume();
      }, delay);
      return true;
    },
    settled() {
      stop();
      attempt = 0;
      onChange(false);
    },
    cancel: stop,
  };
}
