import type { CSSProperties } from "react";
import { Toast as ToastPrimitive } from "radix-ui";
import { CircleAlert, CircleCheck, Info, LifeBuoy, Sparkles, X } from "lucide-react";
import { cn } from "@/lib/cn";
import { dismissToast, TOAST_DURATION_MS, useToasts, type ToastKind, type ToastMessage } from "@/lib/toast";
import { buttonVariants } from "./button-variants";
import { focusRing } from "./focus-ring";

const ICONS: Record<ToastKind, typeof Info> = { info: Info, success: CircleCheck, error: CircleAlert, upgrade: Sparkles, help: LifeBuoy };
const ICON_COLOURS: Record<ToastKind, string> = {
  info: "text-muted-foreground",
  success: "text-success-text",
  error: "text-destructive-text",
  upgrade: "text-primary",
  help: "text-primary",
};

/**
 * Below 768 px (the phone layout) a toast with newer ones after it folds into a strip behind them
 * (the `toast-folded` variant, styles.css), so several toasts take about one toast's height and the
 * page's links above stay in view; touching or focusing the toasts (F8, Tab) unfolds them, and screen
 * readers still read a folded toast. `behind` counts the newer toasts.
 */
function ToastItem({ toast, behind }: { toast: ToastMessage; behind: number }) {
  const Icon = ICONS[toast.kind];
  return (
    <ToastPrimitive.Root
      // "background" makes Radix announce through a polite live region.
      type="background"
      duration={toast.duration}
      defaultOpen
      onOpenChange={(open) => {
        if (!open) dismissToast(toast.id);
      }}
      data-kind={toast.kind}
      data-behind={behind > 0 ? behind : undefined}
      style={{ "--behind": behind } as CSSProperties}
      className={cn(
        "pointer-events-auto flex items-start gap-3 rounded-lg border bg-popover p-4 pr-10 text-popover-foreground shadow-lg animate-toast-in data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) relative",
        "toast-folded:-mb-2 toast-folded:h-2 toast-folded:overflow-hidden toast-folded:rounded-b-none toast-folded:border-b-0 toast-folded:bg-muted toast-folded:py-0 toast-folded:mx-[calc(var(--behind)*0.75rem)] toast-folded:*:opacity-0",
      )}
    >
      <Icon aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", ICON_COLOURS[toast.kind])} />
      <div className="grid min-w-0 gap-1">
        <ToastPrimitive.Title className="text-sm font-semibold">{toast.title}</ToastPrimitive.Title>
        {toast.description && <ToastPrimitive.Description className="text-sm text-muted-foreground">{toast.description}</ToastPrimitive.Description>}
        {toast.action && (
          <ToastPrimitive.Action
            altText={toast.action.altText}
            onClick={toast.action.onAction}
            className={cn(buttonVariants({ variant: "outline", size: "sm" }), "mt-1 justify-self-start")}
          >
            {toast.action.label}
          </ToastPrimitive.Action>
        )}
      </div>
      <ToastPrimitive.Close className={cn("absolute top-3 right-3 rounded-sm p-1 text-muted-foreground hover:text-foreground", focusRing)}>
        <X aria-hidden="true" className="size-4" />
        <span className="sr-only">Dismiss</span>
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/** The toasts, stacked bottom-right (folded on phones, see ToastItem); F8 moves focus to them. Mounted once at the root. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" label="Notification">
      {toasts.map((t, i) => (
        <ToastItem key={t.id} toast={t} behind={toasts.length - 1 - i} />
      ))}
      <ToastPrimitive.Viewport
        data-toast-stack=""
        className={cn(
          // Stacked above the help launcher (features/support), which sits in the same corner.
          "fixed right-0 bottom-0 z-[100] m-0 flex max-h-dvh w-full list-none flex-col gap-2 p-4 pb-16 sm:max-w-sm md:pb-20",
          focusRing,
        )}
      />
    </ToastPrimitive.Provider>
  );
}
