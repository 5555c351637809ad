import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { billingRoutes, documentRoutes, type CreateSubscriptionBody, type ManageAction } from "@folio/contract";
import { callApi } from "@/lib/api-client";

export const billingKeys = {
  subscription: ["billing", "subscription"] as const,
  usage: ["billing", "usage"] as const,
  history: (page: number) => ["billing", "history", page] as const,
  testCheckout: (id: string) => ["billing", "test-checkout", id] as const,
};

export const userSubscriptionQuery = queryOptions({ queryKey: billingKeys.subscription, queryFn: () => callApi(billingRoutes.userSubscription) });

export function useUserSubscription(enabled = true) {
  return useQuery({ ...userSubscriptionQuery, enabled });
}

/** The plan's limits with what is used of them: one query for the billing page, the upload page and the sidebar. */
export function useUsage() {
  return useQuery({ queryKey: billingKeys.usage, queryFn: () => callApi(documentRoutes.usage) });
}

export const HISTORY_PAGE_SIZE = 10;

export function useBillingHistory(page: number) {
  return useQuery({
    queryKey: billingKeys.history(page),
    queryFn: () => callApi(billingRoutes.billingHistory, { query: { page, page_size: HISTORY_PAGE_SIZE, order: "desc" } }),
    placeholderData: (previous) => previous,
  });
}

export function useChurn(enabled: boolean) {
  return useQuery({ queryKey: ["billing", "churn"], queryFn: () => callApi(billingRoutes.churn), enabled });
}

/** Start a checkout and send the browser to the page it returns (Stripe, or the test-mode checkout). */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (body: CreateSubscriptionBody) => callApi(billingRoutes.createSubscription, { body }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function useBuyCredits() {
  return useMutation({
    mutationFn: (quantity: number) => callApi(billingRoutes.oneTimePayment, { body: { product: "CREDITS", quantity } }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** Cancel, reactivate or pay for the web subscription, or the API one with `product` API. */
export function useManageSubscription(product: "WEB" | "API" = "WEB") {
  return useMutation({
    mutationFn: (action: ManageAction) => callApi(billingRoutes.manageSubscription, { query: { sub_type: product, action } }),
  });
}
