import { useId, useState } from "react";
import { BILLING_MESSAGES } from "@folio/contract/billing-messages";
import { CREDITS_PER_USD, MIN_CREDIT_PURCHASE } from "@folio/contract/billing-plans";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorDetail } from "@/lib/api-client";
import { openPlanOverlay } from "@/lib/plan-overlay";
import { toast } from "@/lib/toast";
import { useBuyCredits } from "../api/billing";

/** One-time credit purchase: 10 credits = $1, at least 50, paid plans only. */
export function CreditsCard({ paid }: { paid: boolean }) {
  const [quantity, setQuantity] = useState(String(MIN_CREDIT_PURCHASE));
  const buy = useBuyCredits();
  const id = useId();
  const n = Number(quantity);
  const valid = Number.isInteger(n) && n >= MIN_CREDIT_PURCHASE;
  return (
    <Card aria-labelledby="credits-title">
      <CardHeader>
        <CardTitle id="credits-title">Buy credits</CardTitle>
        <CardDescription>
          GPT-4, Claude 4.0 Sonnet, Claude 4.0 Opus and Mistral answers cost one credit each. {CREDITS_PER_USD} credits = $1, at least {MIN_CREDIT_PURCHASE}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {paid ? (
          <form
            className="flex flex-wrap items-end gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              if (valid) buy.mutate(n, { onError: (err) => toast.error("Purchase failed", errorDetail(err)) });
            }}
          >
            <div className="grid gap-1.5">
              <Label htmlFor={id}>Credits</Label>
              <Input
                id={id}
                type="number"
                inputMode="numeric"
                min={MIN_CREDIT_PURCHASE}
                step={10}
                value={quantity}
                onChange={(e) => setQuantity(e.target.value)}
                className="w-32"
                aria-describedby={`${id}-price`}
                aria-invalid={!valid}
              />
            </div>
            <p id={`${id}-price`} className="pb-2 text-sm text-muted-foreground">
              {valid ? `$${(n / CREDITS_PER_USD).toFixed(2)}` : BILLING_MESSAGES.minimumCredits}
            </p>
            <Button type="submit" disabled={!valid} loading={buy.isPending}>
              Buy credits
            </Button>
          </form>
        ) : (
          <p className="text-sm text-muted-foreground">
            {BILLING_MESSAGES.freeCannotBuyCredits}{" "}
            <Button variant="link" className="h-auto p-0" onClick={() => openPlanOverlay()}>
              See plans
            </Button>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
