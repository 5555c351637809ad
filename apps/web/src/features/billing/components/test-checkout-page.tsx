import { useQuery, useMutation } from "@tanstack/react-query";
import { FlaskConical } from "lucide-react";
import { billingRoutes } from "@folio/contract";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageSpinner } from "@/components/ui/page-spinner";
import { ErrorState } from "@/components/error-state";
import { callApi, errorDetail } from "@/lib/api-client";
import { billingKeys } from "../api/billing";

/**
 * The built-in checkout used when no payment provider is configured: clearly test mode, with a
 * card-like choice between a payment that succeeds and one that is declined.
 */
export function TestCheckoutPage({ id }: { id: string }) {
  const checkout = useQuery({ queryKey: billingKeys.testCheckout(id), queryFn: () => callApi(billingRoutes.testCheckout, { params: { id } }) });
  const complete = useMutation({
    mutationFn: (outcome: "success" | "failure") => callApi(billingRoutes.completeTestCheckout, { params: { id }, body: { outcome } }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-8 sm:px-6 lg:py-12">
      <title>Test checkout · Folio</title>
      {checkout.isPending ? (
        <PageSpinner label="Loading the checkout" />
      ) : checkout.isError ? (
        <ErrorState message={errorDetail(checkout.error)} onRetry={() => void checkout.refetch()} retrying={checkout.isFetching} />
      ) : (
        <Card aria-labelledby="test-checkout-title">
          <CardHeader>
            <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
              <FlaskConical aria-hidden="true" className="size-3.5" /> TEST MODE
            </p>
            <CardTitle id="test-checkout-title" className="text-xl">
              Checkout
            </CardTitle>
            <CardDescription>No payment provider is configured on this server, so no card is charged. Choose how this test payment ends.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">Item</dt>
              <dd data-testid="checkout-item">{checkout.data.description}</dd>
              <dt className="text-muted-foreground">Total</dt>
              <dd className="font-semibold tabular-nums">${checkout.data.amount.toFixed(2)} USD</dd>
            </dl>
            {checkout.data.status !== "open" ? (
              <Alert tone="error">This checkout is already finished.</Alert>
            ) : (
              <div className="grid gap-2 sm:grid-cols-2">
                <Button loading={complete.isPending && complete.variables === "success"} disabled={complete.isPending} onClick={() => complete.mutate("success")}>
                  Pay with test card 4242
                </Button>
                <Button variant="outline" loading={complete.isPending && complete.variables === "failure"} disabled={complete.isPending} onClick={() => complete.mutate("failure")}>
                  Decline (card 0002)
                </Button>
              </div>
            )}
            {complete.isError && <Alert tone="error">{errorDetail(complete.error)}</Alert>}
          </CardContent>
        </Card>
      )}
    </div>
  );
}
