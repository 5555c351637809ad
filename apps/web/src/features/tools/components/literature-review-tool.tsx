import { Link, useSearch } from "@tanstack/react-router";
import { Button } from "@/components/ui/button";
import { isRegistered } from "@/lib/session";
import { useSessionUser } from "@/features/accounts";
import { LiteratureReviewWriter } from "./literature-review-writer";

/**
 * The literature review writer works on the documents of a Folio library (POST
 * /api/literature-reviews, its own feature): the page says what it does and leads into the product.
 */
export function LiteratureReviewTool() {
  // A signed-in user writes reviews here; others are told what it does and how to start.
  const user = useSessionUser();
  // A folder's "Write a literature review" action opens the writer with that folder chosen (?folder=<id>).
  const { folder } = useSearch({ strict: false }) as { folder?: unknown };
  if (isRegistered(user.data)) return <LiteratureReviewWriter folderId={typeof folder === "string" ? folder : undefined} />;
  return (
    <div className="grid max-w-2xl gap-4 text-sm leading-relaxed">
      <p>
        The literature review writer reads the papers in one of your Folio folders and writes a review of them by theme, with a numbered citation for every
        claim. Each citation is checked against the passage it quotes, and the reference list can be exported.
      </p>
      <p className="text-muted-foreground">It works on your own documents, so it needs an account: upload your papers to a folder, then give the review its topic.</p>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/register">Create a free account</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/knowledge-base">Go to my folders</Link>
        </Button>
      </div>
    </div>
  );
}
