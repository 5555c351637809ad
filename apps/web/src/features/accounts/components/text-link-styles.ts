import { cn } from "@/lib/cn";
import { focusRing } from "@/components/ui/focus-ring";

/** For in-app links written as text (e.g. "Forgot your password?"): primary colour, underlined on hover. */
export const textLinkStyles = cn("rounded-sm font-medium text-primary underline-offset-4 hover:underline", focusRing);
