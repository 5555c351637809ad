import { useEffect } from "react";
import { useRouterState } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { useConsent } from "@/features/consent";
import { currentUserQuery } from "@/lib/session";
import { hasStoredSession } from "@/lib/session-token";

/**
 * Records the session with rrweb while the visitor's "recording" consent is on and they have a
 * session (signed in, or an anonymous user: made here once consent allows recording, since a public
 * page makes none, docs/decisions/0055); stops the moment consent is withdrawn.
 * rrweb is loaded only then, so pages without consent never download it.
 */
export function SessionRecorder() {
  const consent = useConsent();
  // Checked again on every navigation: signing in or out changes whether there is a session.
  const hasSession = useRouterState({ select: () => hasStoredSession() });
  const consented = consent?.recording === true;
  const user = useQuery({ ...currentUserQuery, enabled: consented });
  const allowed = consented && (hasSession || user.isSuccess);

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
