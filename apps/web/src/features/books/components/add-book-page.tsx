import { useEffect, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { bookRoutes } from "@folio/contract";
import { BOOKS_INDEX_PATH, bookPath, findBook } from "@folio/contract/books-catalogue";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { callApi, errorDetail } from "@/lib/api-client";
import { isUpgradeError } from "@/lib/upgrade-error";
import { openPlanOverlay } from "@/lib/plan-overlay";
import { isWorking, stageLabel, useDocument } from "@/features/documents";
import { inlineLink } from "./styles";

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10">
      <Card className="grid gap-4 p-6">{children}</Card>
    </div>
  );
}

/**
 * /books/<slug>/chat, where "Chat with this book" leads (after log-in or sign-up when signed out):
 * the book is added to the reader's documents (or the copy they have is found), processed with its
 * progress shown, then a chat opens on it.
 */
export function AddBookPage({ slug }: { slug: string }) {
  const book = findBook(slug);
  const navigate = useNavigate();
  // A query, not a mutation: one request however often the page renders or mounts (React's strict
  // mode mounts twice), so a free plan's one document a day is never spent on a duplicate.
  const added = useQuery({
    queryKey: ["books", slug, "library"],
    queryFn: () => callApi(bookRoutes.addToLibrary, { params: { slug } }),
    enabled: book !== undefined,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const docId = added.data?.doc_id ?? "";
  const doc = useDocument(docId);
  const ready = added.data?.status === "ready" || doc.data?.status === "ready";

  useEffect(() => {
    if (ready && docId) void navigate({ to: "/chat-file/{-$id}", params: { id: docId }, replace: true });
  }, [ready, docId, navigate]);

  if (!book) {
    return (
      <Frame>
        <h1 className="text-xl font-semibold">There is no book at this address</h1>
        <p>
          <Link to={BOOKS_INDEX_PATH} className={inlineLink}>
            See all the books
          </Link>
        </p>
      </Frame>
    );
  }

  const backToBook = (
    <Link to={bookPath(book)} className={inlineLink}>
      Back to {book.title}
    </Link>
  );

  if (added.isError) {
    return (
      <Frame>
        <h1 className="text-xl font-semibold">{book.title} could not be added</h1>
        <Alert tone="error">{errorDetail(added.error)}</Alert>
        <div className="flex flex-wrap items-center gap-4">
          {isUpgradeError(added.error) ? (
            <Button onClick={() => openPlanOverlay()}>See plans</Button>
          ) : (
            <Button onClick={() => void added.refetch()}>Try again</Button>
          )}
          {backToBook}
        </div>
      </Frame>
    );
  }

  if (doc.data?.status === "failed") {
    return (
      <Frame>
        <h1 className="text-xl font-semibold">{book.title} could not be processed</h1>
        <Alert tone="error">{doc.data.error ?? "The book could not be read."}</Alert>
        <p className="flex flex-wrap gap-4">
          <Link to="/documents/$docId" params={{ docId }} className={inlineLink}>
            Open the document
          </Link>
          {backToBook}
        </p>
      </Frame>
    );
  }

  const progress = doc.data && isWorking(doc.data) ? doc.data.progress : ready ? 100 : 0;
  return (
    <Frame>
      <h1 className="text-xl font-semibold">Adding {book.title} to your library</h1>
      <div className="grid gap-2">
        <p role="status" aria-live="polite" className="flex items-center gap-2 text-sm">
          <Spinner />
          {added.isPending ? "Adding the book…" : ready ? "Opening the chat…" : `${stageLabel(doc.data?.stage ?? null)}…`}
          <span className="tabular-nums text-muted-foreground">{progress}%</span>
        </p>
        <div role="progressbar" aria-label="Book processing progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress} className="h-2 w-full overflow-hidden rounded-full bg-muted">
          <div className="h-full bg-primary transition-[width]" style={{ width: `${progress}%` }} />
        </div>
      </div>
      <p className="text-sm text-muted-foreground">
        The book is read chapter by chapter, so each answer can cite the chapter it comes from. A chat opens on it as soon as it is ready. {backToBook}
      </p>
    </Frame>
  );
}
