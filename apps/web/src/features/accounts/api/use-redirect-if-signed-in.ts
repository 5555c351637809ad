import { useEffect } from "react";
import { useRouter } from "@tanstack/react-router";
import { isRegistered } from "@/lib/session";
import { useCurrentUser } from "./use-current-user";

/**
 * Someone already signed in who opens the login or registration page goes straight on. Checked
 * after the page shows (not before), so the form never waits for the session to load.
 */
export function useRedirectIfSignedIn(target: string): void {
  const router = useRouter();
  const user = useCurrentUser();
  const signedIn = isRegistered(user.data);
  useEffect(() => {
    if (signedIn) router.history.replace(target);
  }, [signedIn, router, target]);
}
