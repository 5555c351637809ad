import type http from "node:http";
import { signStripePayload } from "../adapters/payments/index.ts";
import { startLoopbackServer } from "./loopback-server.ts";

export interface FakeStripeRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The form-encoded body as Stripe reads it: flat `a[b][0]` keys. */
  form: Record<string, string>;
}

export interface FakeStripeServer {
  url: string;
  requests: FakeStripeRequest[];
  /** Charges `GET /v1/charges/{id}` answers with (a charge the test made up, such as the one a dispute names). */
  charges: Map<string, Record<string, unknown>>;
  /** A Stripe event object, and its body and Stripe-Signature header as Stripe would POST them. */
  event(type: string, object: Record<string, unknown>, opts?: { id?: string; created?: number; secret?: string }): { body: string; signature: string };
  close(): Promise<void>;
}

let eventSeq = 0;

/**
 * A local fake of the Stripe API speaking its protocol: bearer secret key, form-encoded bodies,
 * JSON answers with Stripe's error shape; Checkout sessions, subscriptions, charges and portal sessions.
 * Events are signed with the webhook secret exactly as Stripe signs them.
 */
export async function startFakeStripe(opts: { secretKey: string; webhookSecret: string }): Promise<FakeStripeServer> {
  const requests: FakeStripeRequest[] = [];
  const subscriptions = new Map<string, Record<string, unknown>>();
  const charges = new Map<string, Record<string, unknown>>();
  let seq = 0;
  const server = await startLoopbackServer((req, raw, res) => {
    const url = new URL(req.url ?? "/", "http://stripe.local");
    const form = Object.fromEntries(new URLSearchParams(req.method === "GET" ? url.search : raw));
    requests.push({ method: req.method ?? "GET", path: url.pathname, headers: req.headers, form });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== `Bearer ${opts.secretKey}`) return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
    if (req.headers["content-type"] !== "application/x-www-form-urlencoded") return send(400, { error: { message: "Content type must be form-encoded" } });
    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      if (!form.mode || !form.success_url || !form["line_items[0][quantity]"]) return send(400, { error: { type: "invalid_request_error", message: "Missing required param" } });
      const id = `cs_test_${++seq}`;
      return send(200, { id, object: "checkout.session", mode: form.mode, url: `https://checkout.stripe.test/c/pay/${id}`, client_reference_id: form.client_reference_id ?? null });
    }
    const sub = url.pathname.match(/^\/v1\/subscriptions\/([^/]+)$/);
    if (sub) {
      const current = subscriptions.get(sub[1]!) ?? { id: sub[1], object: "subscription", customer: "cus_test_1", status: "active", cancel_at_period_end: false };
      if (req.method === "POST" && form.cancel_at_period_end) current.cancel_at_period_end = form.cancel_at_period_end === "true";
      if (req.method === "DELETE") current.status = "canceled";
      subscriptions.set(sub[1]!, current);
      return send(200, current);
    }
    const charge = url.pathname.match(/^\/v1\/charges\/([^/]+)$/);
    if (charge && req.method === "GET") {
      const found = charges.get(charge[1]!);
      return found ? send(200, found) : send(404, { error: { type: "invalid_request_error", message: `No such charge: '${charge[1]}'` } });
    }
    if (req.method === "POST" && url.pathname === "/v1/billing_portal/sessions") {
      return send(200, { id: `bps_${++seq}`, object: "billing_portal.session", customer: form.customer, url: `https://billing.stripe.test/p/session/${seq}` });
    }
    send(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method} ${url.pathname})` } });
  });
  return {
    url: server.origin,
    requests,
    charges,
    event(type, object, o = {}) {
      const body = JSON.stringify({ id: o.id ?? `evt_test_${++eventSeq}`, object: "event", type, created: o.created ?? Math.floor(Date.now() / 1000), data: { object } });
      return { body, signature: signStripePayload(body, o.secret ?? opts.webhookSecret) };
    },
    close: server.close,
  };
}
