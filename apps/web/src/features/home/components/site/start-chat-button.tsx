import { Link } from "@tanstack/react-router";
import { ArrowRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { isRegistered } from "@/lib/session";
import { useSessionUser } from "@/features/accounts";

/** Where the start-chat action leads (spec: Login and logout). */
export const START_CHAT_PATH = "/conversations?startChat=true";

/**
 * The spec's start-chat action: straight to a new chat when signed in, else to log in with
 * next=/conversations?startChat=true. The pre-rendered page (no user yet) holds the login link.
 */
export function StartChatButton({ label = "Start a chat" }: { label?: string }) {
  const user = useSessionUser();
  return (
    <Button asChild size="lg">
      {isRegistered(user.data) ? (
        <Link to="/conversations" search={{ startChat: true }}>
          {label}
          <ArrowRight aria-hidden="true" />
        </Link>
      ) : (
        <Link to="/login" search={{ next: START_CHAT_PATH }}>
          {label}
          <ArrowRight aria-hidden="true" />
        </Link>
      )}
    </Button>
  );
}
