import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { Button } from "@/components/ui/button";
import { Dialog, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { usePlanActions } from "../use-plan-actions";
import { PlanPicker } from "./plan-picker";

/**
 * The spec's full-screen 'Choose a plan' overlay: the annual switch (yearly by default), tabs on
 * small screens and three columns on wide ones, a close button, and a spinner while an automatic
 * checkout runs.
 */
export function ChoosePlanOverlay({ open, onOpenChange, checkoutRunning = false }: { open: boolean; onOpenChange: (open: boolean) => void; checkoutRunning?: boolean }) {
  const { action, trialAction, checkoutPending } = usePlanActions();
  const busy = checkoutRunning || checkoutPending;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content className="fixed inset-0 z-50 overflow-y-auto bg-background animate-fade-in" aria-busy={busy}>
          <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:px-6">
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
              <PlanPicker action={action} trialAction={trialAction} />
            )}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </Dialog>
  );
}
