export { StripeClient, StripeError, type StripeObject } from "./stripe.ts";
export { signStripePayload, verifyStripeSignature } from "./stripe-signature.ts";
export { encodeStripeForm } from "./stripe-form.ts";
