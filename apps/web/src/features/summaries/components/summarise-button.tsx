import { Link } from "@tanstack/react-router";
import { NotebookText } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Opens /summarise/new with this document chosen (icon only on phones). */
export function SummariseButton({ docId }: { docId: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <Link to="/summarise/new" search={{ doc: docId }} aria-label="Summarise">
        <NotebookText aria-hidden="true" /> <span className="hidden sm:inline">Summarise</span>
      </Link>
    </Button>
  );
}
