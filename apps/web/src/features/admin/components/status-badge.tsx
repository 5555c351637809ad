import { cn } from "@/lib/cn";

/** "On" or "Not configured", in words as well as colour. */
export function ModelStatusBadge({ on }: { on: boolean }) {
  return (
    <span className={cn("inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium", on ? "bg-success-text/15 text-success-text" : "bg-muted text-muted-foreground")}>
      {on ? "On" : "Not configured"}
    </span>
  );
}
