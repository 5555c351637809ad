import { FileText, Send } from "lucide-react";

function CitationChip({ n }: { n: number }) {
  return <span className="mx-0.5 inline-flex size-5 items-center justify-center rounded bg-primary-soft align-text-top text-[0.7rem] font-semibold text-primary">{n}</span>;
}

/**
 * A drawn example of the product (not a screenshot): a question, an answer with citations and the
 * cited page. Described once for screen readers; the parts inside are decorative.
 */
export function ProductPreview() {
  return (
    <div
      role="img"
      aria-label="Example: a question about a PDF, an answer with numbered citations, and the cited page with the quoted sentence highlighted."
      className="relative min-w-0"
    >
      <div aria-hidden="true" className="absolute -inset-6 -z-10 rounded-[2rem] bg-primary/10 blur-3xl" />
      <div aria-hidden="true" className="overflow-hidden rounded-xl border bg-card shadow-2xl shadow-black/40">
        <div className="flex items-center gap-2 border-b px-4 py-3">
          <span className="size-2.5 rounded-full bg-muted-foreground/40" />
          <span className="size-2.5 rounded-full bg-muted-foreground/40" />
          <span className="size-2.5 rounded-full bg-muted-foreground/40" />
          <span className="ml-2 flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground">
            <FileText className="size-3.5 shrink-0" />
            <span className="truncate">sleep-and-memory-study.pdf</span>
          </span>
        </div>
        <div className="grid sm:grid-cols-[1.15fr_1fr]">
          <div className="grid content-start gap-4 p-4 text-sm sm:border-r">
            <p className="justify-self-end rounded-lg rounded-br-sm bg-primary px-3 py-2 text-primary-foreground">What did the authors find about sleep and memory?</p>
            <div className="grid gap-2 leading-relaxed">
              <p>
                Participants who slept after learning recalled more word pairs the next day than those who stayed awake
                <CitationChip n={1} />.
              </p>
              <p>
                The authors link the effect to deep sleep early in the night
                <CitationChip n={2} />.
              </p>
            </div>
            <div className="mt-2 flex items-center gap-2 rounded-lg border px-3 py-2 text-muted-foreground">
              <span className="flex-1 truncate">Ask a follow-up question…</span>
              <Send className="size-4" />
            </div>
          </div>
          <div className="hidden gap-3 bg-muted/50 p-4 text-xs leading-relaxed text-muted-foreground sm:grid sm:content-start">
            <p className="font-medium text-foreground">Page 4</p>
            <p>
              Recall was tested twelve hours after the learning session.{" "}
              <mark className="rounded-sm bg-primary/25 px-0.5 text-foreground">
                Participants in the sleep group recalled more word pairs than participants in the wake group.
              </mark>{" "}
              No difference was found in the immediate test.
            </p>
            <div className="h-2 w-11/12 rounded bg-muted-foreground/15" />
            <div className="h-2 w-4/5 rounded bg-muted-foreground/15" />
            <div className="h-2 w-10/12 rounded bg-muted-foreground/15" />
          </div>
        </div>
      </div>
    </div>
  );
}
