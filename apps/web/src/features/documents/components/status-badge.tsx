import type { Document } from "@folio/contract";
import { cn } from "@/lib/cn";
import { stageLabel } from "../format";

/** A document's processing state: queued and processing show the stage and a live percentage. */
export function StatusBadge({ doc }: { doc: Pick<Document, "status" | "progress" | "stage"> }) {
  const styles: Record<Document["status"], string> = {
    queued: "bg-muted text-muted-foreground",
    processing: "bg-primary-soft text-primary",
    ready: "bg-success-text/10 text-success-text",
    failed: "bg-destructive-text/10 text-destructive-text",
  };
  const text =
    doc.status === "ready" ? "Ready" : doc.status === "failed" ? "Failed" : doc.status === "queued" ? `Queued · ${doc.progress}%` : `${stageLabel(doc.stage)} · ${doc.progress}%`;
  return <span className={cn("inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap", styles[doc.status])}>{text}</span>;
}

/** A thin progress bar for a document being processed. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} className="h-1.5 w-full overflow-hidden rounded-full bg-muted">
      <div className="h-full rounded-full bg-primary transition-[width] duration-300" style={{ width: `${value}%` }} />
    </div>
  );
}
