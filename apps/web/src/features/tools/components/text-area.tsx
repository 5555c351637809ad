import type { ComponentProps } from "react";
import { inputStyles } from "@/components/ui/input-styles";
import { cn } from "@/lib/cn";

/** A multi-line text box in the kit's input look; `dir="auto"` lays out Arabic and Hebrew right to left. */
export function TextArea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea dir="auto" spellCheck={false} {...props} className={cn(inputStyles, "h-auto min-h-40 resize-y py-2 leading-relaxed", className)} />;
}
