import { Link } from "@tanstack/react-router";
import { FileText } from "lucide-react";
import type { FileType } from "@folio/contract";
import { cn } from "@/lib/cn";

/** The square badge with a document's file type, before its name in lists. */
export function FileTypeBadge({ fileType, compact = false }: { fileType: FileType; compact?: boolean }) {
  return (
    <div className={cn("flex shrink-0 flex-col items-center justify-center rounded-md bg-primary-soft text-primary", compact ? "size-9" : "size-10")} aria-hidden="true">
      <FileText className="size-4" />
      <span className={cn("leading-none font-semibold uppercase", compact ? "text-[9px]" : "text-[10px]")}>{fileType}</span>
    </div>
  );
}

/** A document's name in a list: a link to the viewer once it is ready, plain text before. */
export function DocumentName({ docId, name, ready }: { docId: string; name: string; ready: boolean }) {
  return ready ? (
    <Link to="/documents/$docId" params={{ docId }} className="block truncate font-medium hover:underline" title={name} data-private>
      {name}
    </Link>
  ) : (
    <p className="truncate font-medium" title={name} data-private>
      {name}
    </p>
  );
}
