import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "./ui/button";

interface PagerProps {
  page: number;
  pages: number;
  /** Whether a later page exists (the server's nextPage, or page < pages). */
  hasNext: boolean;
  onPage(page: number): void;
}

/** Previous and Next for a list shown one page at a time, with where the reader is. */
export function Pager({ page, pages, hasNext, onPage }: PagerProps) {
  return (
    <nav aria-label="Pages" className="flex items-center justify-center gap-2">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" /> Previous
      </Button>
      <span className="text-sm text-muted-foreground tabular-nums">
        Page {page} of {pages}
      </span>
      <Button variant="outline" size="sm" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        Next <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
