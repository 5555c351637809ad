import { BILLING_MESSAGES } from "./billing-messages.ts";

/**
 * Every error Folio answers with, by code: its HTTP status and the human message the user sees.
 * Messages quoted from the product spec keep its exact wording.
 */
export const ERRORS = {
  bad_request: { status: 400, detail: "The request is not valid." },
  malformed_json: { status: 400, detail: "The request body is not valid JSON." },
  validation: { status: 422, detail: "Some fields are missing or not valid." },
  payload_too_large: { status: 413, detail: "The request is too large." },
  unsupported_media_type: { status: 415, detail: "Send the request body as JSON, with the header Content-Type: application/json." },
  headers_too_large: { status: 431, detail: "The request's address or headers are too long." },
  request_timeout: { status: 408, detail: "The request took too long to arrive. Please try again." },
  unauthorized: { status: 401, detail: "Please log in to continue." },
  invalid_token: { status: 401, detail: "Your session has expired or is not valid. Please log in again." },
  forbidden: { status: 403, detail: "You are not allowed to do this." },
  // The spec's upgrade toast text: a feature the user's plan does not include (the web app shows the toast).
  upgrade_required: { status: 403, detail: BILLING_MESSAGES.upgrade },
  registered_only: { status: 403, detail: "Please create an account or log in to do this." },
  not_found: { status: 404, detail: "Not found." },
  document_not_ready: { status: 409, detail: "The document is still being processed. Try again when it is ready." },
  // 409 too: the document's state is what stands in the way, and retrying it (or a new copy) resolves it.
  document_failed: { status: 409, detail: "The document could not be processed." },
  route_not_found: { status: 404, detail: "There is no such API route." },
  method_not_allowed: { status: 405, detail: "This method is not allowed here." },
  email_taken: { status: 409, detail: "An account with this e-mail already exists. Log in instead." },
  invalid_credentials: { status: 401, detail: "The e-mail or password is not correct." },
  too_many_attempts: { status: 429, detail: "Too many attempts. Please wait and try again." },
  profile_not_found: { status: 404, detail: "Failed to get profile" },
  invalid_image: { status: 415, detail: "Only PNG or JPEG images can be used as a profile picture." },
  image_too_large: { status: 413, detail: "The picture is too large: at most 5 MB." },
  image_not_found: { status: 404, detail: "Failed to fetch image" },
  invalid_reset_token: { status: 400, detail: "This password reset link is not valid or has expired." },
  invalid_verification_token: { status: 400, detail: "This verification link is not valid or has expired." },
  already_verified: { status: 409, detail: "Your e-mail address is already verified." },
  oauth_not_configured: { status: 404, detail: "Sign-in with Google is not available on this server." },
  oauth_failed: { status: 400, detail: "Sign-in with Google failed. Please try again." },
  anonymous_session_not_found: { status: 404, detail: "There is no anonymous work from this browser to move to your account." },
  internal: { status: 500, detail: "An error occurred. Please try again" },
  unavailable: { status: 503, detail: "The service is starting or shutting down. Please try again." },
} as const satisfies Record<string, { status: number; detail: string }>;

export type ErrorCode = keyof typeof ERRORS;
