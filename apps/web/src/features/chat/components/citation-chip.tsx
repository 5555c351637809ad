import type { Citation } from "@folio/contract";
import { Tooltip } from "@/components/ui/tooltip";
import { focusRing } from "@/components/ui/focus-ring";
import { cn } from "@/lib/cn";
import { citationPlace } from "../citation-segments";

interface CitationChipProps {
  citation: Citation;
  active: boolean;
  onOpen: (citation: Citation) => void;
}

/**
 * An inline `[n]` source: document (or its reference, "Smith et al., 2019") and place; the quote, and
 * the reference's title, on hover or focus; opens the source pane on click.
 */
export function CitationChip({ citation, active, onOpen }: CitationChipProps) {
  const reference = citation.reference;
  return (
    <Tooltip
      content={
        <span dir="auto">
          {reference && <span className="block font-medium">{reference.title}</span>}“{citation.quote}”
        </span>
      }
    >
      <button
        type="button"
        onClick={() => onOpen(citation)}
        aria-pressed={active}
        aria-label={`Source ${citation.n}: ${citationPlace(citation)}`}
        data-citation={citation.n}
        className={cn(
          "mx-0.5 inline-flex max-w-[15rem] translate-y-[-1px] items-center gap-1 rounded-full border px-1.5 py-0 align-baseline text-xs leading-5 font-medium transition-colors",
          active ? "border-primary bg-primary text-primary-foreground" : "border-border bg-muted text-foreground hover:bg-accent",
          focusRing,
        )}
      >
        <span className="tabular-nums">{citation.n}</span>
        <span className="truncate" dir="auto">
          {reference ? `${reference.in_text},` : citation.doc_name}
        </span>
        {!reference && <span aria-hidden="true">·</span>}
        <span className="shrink-0">{citation.locator.label}</span>
      </button>
    </Tooltip>
  );
}
