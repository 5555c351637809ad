import { createHmac, timingSafeEqual } from "node:crypto";

/** How old a signed event may be (Stripe's own default tolerance). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The Stripe-Signature header for a payload: `t=<unix seconds>,v1=<HMAC-SHA256 of "t.payload">`. */
export function signStripePayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

/** True when one of the header's v1 signatures matches and its timestamp is recent. */
export function verifyStripeSignature(payload: string, header: string | null | undefined, secret: string, now = Math.floor(Date.now() / 1000)): boolean {
  if (!header) return false;
  const parts = header.split(",").map((p) => p.split("=") as [string, string?]);
  const t = Number(parts.find(([k]) => k === "t")?.[1]);
  if (!Number.isInteger(t) || Math.abs(now - t) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(createHmac("sha256", secret).update(`${t}.${payload}`).digest("hex"));
  return parts
    .filter(([k, v]) => k === "v1" && v)
    .some(([, v]) => {
      const got = Buffer.from(v!);
      return got.length === expected.length && timingSafeEqual(got, expected);
    });
}
