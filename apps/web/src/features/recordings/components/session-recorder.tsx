import { useEffect } from "react";
import { useRouterState } from "@tanstack/react-router";
import { useConsent } from "@/features/consent";
import { hasStoredSession } from "@/lib/session-token";

/**
 * Records the session with rrweb while the visitor's "recording" consent is on and they have a
 * session (signed in, or the anonymous user the app made); stops the moment consent is withdrawn.
 * rrweb is loaded only then, so pages without consent never download it.
 */
export function SessionRecorder() {
  const consent = useConsent();
  // Checked again on every navigation: signing in or out changes whether there is a session.
  const hasSession = useRouterState({ select: () => hasStoredSession() });
  const allowed = consent?.recording === true && hasSession;

  useEffect(() => {
    if (!allowed) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import("../start-recording").then(({ startRecording }) => {
      if (!cancelled) stop = startRecording();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [allowed]);

  return null;
}
