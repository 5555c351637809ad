import type { ReactNode } from "react";
import { CircleAlert, CircleCheck } from "lucide-react";
import { cn } from "@/lib/cn";

interface AlertProps {
  tone: "error" | "success";
  children: ReactNode;
  className?: string;
}

/** An inline message in a form or page; errors are announced at once, successes politely. */
export function Alert({ tone, children, className }: AlertProps) {
  const Icon = tone === "error" ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "flex items-start gap-2 rounded-md border px-3 py-2.5 text-sm",
        tone === "error" ? "border-destructive-text/40 text-destructive-text" : "border-success-text/40 text-success-text",
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 text-foreground">{children}</div>
    </div>
  );
}
