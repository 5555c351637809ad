import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useChurn } from "../api/billing";

/** Before a cancellation: a short survey and an offer (GET /api/churn), then the cancellation itself. */
export function ChurnDialog({ open, onOpenChange, onCancel, onOffer, cancelling }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCancel: () => void;
  onOffer: (action: string | null) => void;
  cancelling: boolean;
}) {
  const churn = useChurn(open);
  const [reason, setReason] = useState<string | null>(null);
  const groupId = useId();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel your subscription?</DialogTitle>
          <DialogDescription>Your plan stays active until the end of the paid term.</DialogDescription>
        </DialogHeader>
        {churn.isPending ? (
          <Skeleton className="h-40" />
        ) : churn.data ? (
          <div className="grid gap-4">
            <fieldset className="grid gap-2">
              <legend id={groupId} className="mb-1 text-sm font-medium">
                {churn.data.survey.question}
              </legend>
              {churn.data.survey.reasons.map((r) => (
                <label key={r} className="flex items-center gap-2 text-sm">
                  <input type="radio" name="churn-reason" value={r} checked={reason === r} onChange={() => setReason(r)} className="size-4 accent-primary" />
                  {r}
                </label>
              ))}
            </fieldset>
            <div className="rounded-lg border bg-muted/40 p-4">
              <p className="font-medium">{churn.data.offer.title}</p>
              <p className="text-sm text-muted-foreground">{churn.data.offer.description}</p>
              {churn.data.offer.action && (
                <Button className="mt-3" size="sm" variant="secondary" onClick={() => onOffer(churn.data.offer.action)}>
                  Take the offer
                </Button>
              )}
            </div>
          </div>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Keep my plan
          </Button>
          <Button variant="destructive" disabled={!reason} loading={cancelling} onClick={onCancel}>
            Cancel subscription
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
