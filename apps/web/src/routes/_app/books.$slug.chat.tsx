import { createFileRoute } from "@tanstack/react-router";
import { AddBookPage } from "@/features/books";

/** /books/<slug>/chat: "Chat with this book" (signed in; the app's guard sends others to log in and back). */
export const Route = createFileRoute("/_app/books/$slug/chat")({
  component: function AddBookRoute() {
    const { slug } = Route.useParams();
    return <AddBookPage slug={slug} />;
  },
});
