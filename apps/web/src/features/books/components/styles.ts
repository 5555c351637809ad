import { focusRing } from "@/components/ui/focus-ring";
import { cn } from "@/lib/cn";

/** The books pages' shared looks: a link in text (underlined, not told by colour alone) and a chip. */
export const inlineLink = cn("rounded-sm font-medium text-primary underline underline-offset-4", focusRing);
export const chipLink = cn("inline-flex items-center gap-1.5 rounded-full border bg-background px-3 py-1 text-sm hover:border-primary hover:text-primary", focusRing);
export const pageColumn = "mx-auto grid w-full max-w-5xl gap-10 px-4 py-10 sm:px-6 lg:py-14";
