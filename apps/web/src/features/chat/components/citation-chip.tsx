import type { Citation } from "@folio/contract";
import { Tooltip } from "@/components/ui/tooltip";
import { focusRing } from "@/components/ui/focus-ring";
import { cn } from "@/lib/cn";

interface CitationChipProps {
  citation: Citation;
  active: boolean;
  onOpen: (citation: Citation) => void;
}

/** An inline `[n]` source: document and place; the quote on hover or focus; opens the source pane on click. */
export function CitationChip({ citation, active, onOpen }: CitationChipProps) {
  return (
    <Tooltip content={<span dir="auto">“{citation.quote}”</span>}>
      <button
        type="button"
        onClick={() => onOpen(citation)}
        aria-pressed={active}
        aria-label={`Source ${citation.n}: ${citation.doc_name}, ${citation.locator.label}`}
        data-citation={citation.n}
        className={cn(
          "mx-0.5 inline-flex max-w-[15rem] translate-y-[-1px] items-center gap-1 rounded-full border px-1.5 py-0 align-baseline text-xs leading-5 font-medium transition-colors",
          active ? "border-primary bg-primary text-primary-foreground" : "border-border bg-muted text-foreground hover:bg-accent",
          focusRing,
        )}
      >
        <span className="tabular-nums">{citation.n}</span>
        <span className="truncate" dir="auto">
          {citation.doc_name}
        </span>
        <span aria-hidden="true">·</span>
        <span className="shrink-0">{citation.locator.label}</span>
      </button>
    </Tooltip>
  );
}
