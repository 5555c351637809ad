import type { ComponentProps, ReactNode } from "react";
import { Tooltip as TooltipPrimitive } from "radix-ui";
import { cn } from "@/lib/cn";

interface TooltipProps extends Omit<ComponentProps<typeof TooltipPrimitive.Content>, "content"> {
  content: ReactNode;
  /** One focusable element; the tooltip shows on hover and on keyboard focus. */
  children: ReactNode;
}

/**
 * Each tooltip brings its own provider, so pages without tooltips do not load the positioning code
 * (no provider at the root).
 */
export function Tooltip({ content, children, className, sideOffset = 6, ...props }: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={300}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            sideOffset={sideOffset}
            className={cn("z-50 max-w-xs rounded-md bg-foreground px-2.5 py-1.5 text-xs text-background shadow-md animate-fade-in", className)}
            {...props}
          >
            {content}
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
