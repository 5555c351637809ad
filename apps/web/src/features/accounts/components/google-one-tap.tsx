import { useEffect } from "react";
import { useRouterState } from "@tanstack/react-router";
import { isRegistered } from "@/lib/session";
import { loadScript, useSiteEmbeds } from "@/features/analytics";
import { hasStoredSession } from "@/lib/session-token";
import { useSessionUser } from "../api/use-current-user";
import { googleSignInHref, oneTapEmail } from "../one-tap";

/** The part of Google Identity Services' client the prompt uses (https://developers.google.com/identity/gsi/web/reference/js-reference). */
interface GoogleIdentity {
  accounts: {
    id: {
      initialize(config: { client_id: string; callback: (response: { credential: string }) => void; cancel_on_tap_outside?: boolean; use_fedcm_for_prompt?: boolean; context?: string }): void;
      prompt(): void;
      cancel(): void;
    };
  };
}

const GSI_CLIENT = "https://accounts.google.com/gsi/client";

/**
 * Google's one-tap sign-in prompt on a public page, for a visitor who is not signed in, only when the
 * operator configured Google sign-in (its script is Google's, so nothing loads otherwise). Picking an
 * account goes through the usual Google sign-in, with that account as the hint, and back to this page.
 */
export function GoogleOneTap() {
  const clientId = useSiteEmbeds().data?.google_one_tap_client_id ?? null;
  const user = useSessionUser();
  // No session in this browser: signed out, without asking (or making an anonymous user).
  const signedOut = !hasStoredSession() || (user.isSuccess && !isRegistered(user.data));
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => {
    if (!clientId || !signedOut) return;
    let active = true;
    const gsi = () => (window as unknown as { google?: GoogleIdentity }).google?.accounts.id;
    loadScript(GSI_CLIENT, () => {
      const id = gsi();
      if (!active || !id) return;
      id.initialize({
        client_id: clientId,
        context: "signin",
        cancel_on_tap_outside: true,
        use_fedcm_for_prompt: true,
        callback: ({ credential }) => window.location.assign(googleSignInHref(pathname, oneTapEmail(credential))),
      });
      id.prompt();
    });
    return () => {
      active = false;
      gsi()?.cancel();
    };
  }, [clientId, signedOut, pathname]);
  return null;
}
