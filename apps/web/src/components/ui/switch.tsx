import type { ComponentProps } from "react";
import { Switch as SwitchPrimitive } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/cn";
import { focusRing } from "./focus-ring";

const trackVariants = cva(
  [
    "inline-flex shrink-0 items-center rounded-full border-2 border-transparent transition-colors",
    "bg-input data-[state=checked]:bg-primary disabled:cursor-not-allowed disabled:opacity-50",
    focusRing,
  ],
  { variants: { size: { sm: "h-5 w-9", md: "h-6 w-11" } }, defaultVariants: { size: "md" } },
);

const thumbVariants = cva("pointer-events-none block rounded-full bg-background shadow transition-transform data-[state=unchecked]:translate-x-0", {
  variants: { size: { sm: "size-4 data-[state=checked]:translate-x-4", md: "size-5 data-[state=checked]:translate-x-5" } },
  defaultVariants: { size: "md" },
});

/** An on/off switch in the spec's two sizes, sm and md. Label it with a <Label htmlFor> or aria-label. */
export function Switch({ className, size, ...props }: ComponentProps<typeof SwitchPrimitive.Root> & VariantProps<typeof trackVariants>) {
  return (
    <SwitchPrimitive.Root className={cn(trackVariants({ size }), className)} {...props}>
      <SwitchPrimitive.Thumb className={thumbVariants({ size })} />
    </SwitchPrimitive.Root>
  );
}
