import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/error-state";
import { errorDetail } from "@/lib/api-client";
import { HISTORY_PAGE_SIZE, useBillingHistory } from "../api/billing";

export function BillingHistory() {
  const [page, setPage] = useState(1);
  const history = useBillingHistory(page);
  const pages = history.data ? Math.max(1, Math.ceil(history.data.total / HISTORY_PAGE_SIZE)) : 1;
  return (
    <Card aria-labelledby="history-title">
      <CardHeader>
        <CardTitle id="history-title">Billing history</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {history.isPending ? (
          <Skeleton className="h-24" />
        ) : history.isError ? (
          <ErrorState message={errorDetail(history.error)} onRetry={() => void history.refetch()} retrying={history.isFetching} />
        ) : history.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No payments yet. Upgrades and credit purchases appear here.</p>
        ) : (
          <>
            <div className="overflow-x-auto">
              <table className="w-full min-w-[28rem] text-left text-sm">
                <thead className="text-muted-foreground">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-medium">Date</th>
                    <th scope="col" className="py-2 pr-3 font-medium">Description</th>
                    <th scope="col" className="py-2 pr-3 font-medium">Amount</th>
                    <th scope="col" className="py-2 font-medium">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {history.data.items.map((item) => (
                    <tr key={item.id} className="border-t">
                      <td className="py-2 pr-3 whitespace-nowrap">{new Date(item.date_time).toLocaleDateString("en-US")}</td>
                      <td className="py-2 pr-3">{item.description}</td>
                      <td className="py-2 pr-3 tabular-nums">${item.amount.toFixed(2)}</td>
                      <td className="py-2 capitalize">{item.status}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {pages > 1 && (
              <nav aria-label="Billing history pages" className="flex items-center justify-end gap-2 text-sm">
                <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Previous
                </Button>
                <span>
                  Page {page} of {pages}
                </span>
                <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  Next
                </Button>
              </nav>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
