import { Loader2 } from "lucide-react";
import { cn } from "@/lib/cn";

interface SpinnerProps {
  className?: string;
  /** Announced to screen readers; leave empty when the spinner sits inside a labelled button. */
  label?: string;
}

export function Spinner({ className, label }: SpinnerProps) {
  if (!label) return <Loader2 aria-hidden="true" className={cn("size-4 animate-spin", className)} />;
  return (
    <span role="status" className="inline-flex items-center">
      <Loader2 aria-hidden="true" className={cn("size-4 animate-spin", className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
