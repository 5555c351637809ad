import { encodeStripeForm, type FormValue } from "./stripe-form.ts";

export interface StripeObject { id: string; [key: string]: unknown }

export class StripeError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
    this.name = "StripeError";
  }
}

/**
 * A small Stripe client over its HTTP API (form-encoded requests, bearer secret key, idempotency
 * keys on creates). Only the calls Folio makes; the base URL is configurable so tests talk to a
 * local fake that speaks the same protocol.
 */
export class StripeClient {
  constructor(private readonly secretKey: string, private readonly baseUrl = "https://api.stripe.com") {}

  async request(method: "GET" | "POST" | "DELETE", path: string, params: Record<string, FormValue> = {}, idempotencyKey?: string): Promise<StripeObject> {
    const body = method === "POST" ? encodeStripeForm(params) : undefined;
    const query = method === "GET" && Object.keys(params).length ? `?${encodeStripeForm(params)}` : "";
    const res = await fetch(`${this.baseUrl.replace(/\/$/, "")}${path}${query}`, {
      method,
      headers: {
        authorization: `Bearer ${this.secretKey}`,
        "content-type": "application/x-www-form-urlencoded",
        "stripe-version": "2024-06-20",
        ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
      },
      body,
      signal: AbortSignal.timeout(30_000),
    });
    const json = (await res.json().catch(() => ({}))) as { error?: { message?: string } } & StripeObject;
    if (!res.ok) throw new StripeError(res.status, json.error?.message ?? `Stripe answered HTTP ${res.status}`);
    return json;
  }

  createCheckoutSession(params: Record<string, FormValue>, idempotencyKey: string) {
    return this.request("POST", "/v1/checkout/sessions", params, idempotencyKey);
  }
  retrieveSubscription(id: string) {
    return this.request("GET", `/v1/subscriptions/${encodeURIComponent(id)}`);
  }
  updateSubscription(id: string, params: Record<string, FormValue>) {
    return this.request("POST", `/v1/subscriptions/${encodeURIComponent(id)}`, params);
  }
  /** Ends a subscription now (no further invoices). */
  cancelSubscription(id: string) {
    return this.request("DELETE", `/v1/subscriptions/${encodeURIComponent(id)}`);
  }
  retrieveCharge(id: string) {
    return this.request("GET", `/v1/charges/${encodeURIComponent(id)}`);
  }
  createPortalSession(customer: string, returnUrl: string) {
    return this.request("POST", "/v1/billing_portal/sessions", { customer, return_url: returnUrl });
  }
}
