import { Link } from "@tanstack/react-router";
import { MessageSquareText } from "lucide-react";
import { Button } from "@/components/ui/button";
import { isRegistered } from "@/lib/session";
import { useSessionUser } from "@/features/accounts";

/** Where "Chat with this book" leads: the app page that adds the book and opens the chat. */
export const addBookPath = (slug: string) => `/books/${slug}/chat`;

/**
 * The spec's login rule for this action: signed in, straight to adding the book; signed out, to
 * log in (or sign up from there) with next= that page, so the book is added once the visitor is in.
 * The pre-rendered page (no user yet) holds the login link.
 */
export function ChatWithBookButton({ slug }: { slug: string }) {
  const user = useSessionUser();
  return (
    <Button asChild size="lg">
      {isRegistered(user.data) ? (
        <Link to="/books/$slug/chat" params={{ slug }}>
          <MessageSquareText aria-hidden="true" />
          Chat with this book
        </Link>
      ) : (
        <Link to="/login" search={{ next: addBookPath(slug) }}>
          <MessageSquareText aria-hidden="true" />
          Chat with this book
        </Link>
      )}
    </Button>
  );
}
