import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { Button } from "@/components/ui/button";
import { Dialog, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { closePlanOverlay, usePlanOverlay, type PlanOverlayState } from "@/lib/plan-overlay";
import { usePlanActions } from "../use-plan-actions";
import { PlanPicker } from "./plan-picker";

/**
 * The one 'Choose a plan' overlay (spec point 2), mounted at the root and opened through
 * lib/plan-overlay by every upgrade prompt: the upgrade toast's "See plans", the billing page, the
 * model picker, and the /documents plan parameters while their checkout starts. It renders nothing
 * while closed, so pages that never open it pay for none of its queries.
 */
export function PlanOverlayHost() {
  const state = usePlanOverlay();
  return state.open ? <ChoosePlanOverlay state={state} /> : null;
}

/**
 * Full screen: the annual switch (yearly by default), tabs on small screens and three columns on
 * wide ones, a close button (and Esc; focus stays inside), and a spinner while an automatic
 * checkout runs. Focus goes back to what opened it, or to the page when that is gone (a toast).
 */
function ChoosePlanOverlay({ state }: { state: PlanOverlayState }) {
  const { action, trialAction, checkoutPending } = usePlanActions();
  const { checkoutRunning, plan, returnFocus } = state;
  return (
    <Dialog open onOpenChange={(open) => !open && closePlanOverlay()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          className="fixed inset-0 z-50 overflow-y-auto bg-background animate-fade-in"
          aria-busy={checkoutRunning || checkoutPending}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            (returnFocus?.isConnected ? returnFocus : document.getElementById("main"))?.focus();
          }}
        >
          <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 sm:py-8">
            <div className="flex items-start justify-between gap-4">
              <div className="grid gap-1">
                <DialogTitle className="text-2xl font-semibold tracking-tight">Choose a plan</DialogTitle>
                <DialogDescription className="text-sm text-muted-foreground">More documents, longer files, folders and the premium models.</DialogDescription>
              </div>
              <DialogPrimitive.Close asChild>
                <Button variant="ghost" size="icon" aria-label="Close">
                  <X />
                </Button>
              </DialogPrimitive.Close>
            </div>
            {checkoutRunning ? (
              <div role="status" className="flex min-h-64 flex-col items-center justify-center gap-3 text-sm text-muted-foreground">
                <Spinner className="size-6" />
                Taking you to the checkout…
              </div>
            ) : (
              <PlanPicker action={action} trialAction={trialAction} initialPlan={plan ?? undefined} />
            )}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </Dialog>
  );
}
