import { API_KEY_MESSAGES } from "./api-keys.ts";
import { BILLING_MESSAGES } from "./billing-messages.ts";
import { SALES_EMAIL } from "./billing-plans.ts";
import { INVALID_FILE, PASSWORD_PROTECTED } from "./documents.ts";
import { MOBILE_MESSAGES } from "./mobile.ts";
import { ZOTERO_MESSAGES } from "./zotero.ts";
import { FOLDER_NAME_REQUIRED, KNOWLEDGE_BASE_NOT_FOUND, SHARED_LINK_NOT_FOUND } from "./folders.ts";
import { PODCAST_CANCELLED } from "./podcasts.ts";
import { SUMMARY_CANCELLED, SUMMARY_FAILED, SUMMARY_NEEDS_SOURCE, SUMMARY_NOT_READY } from "./summaries.ts";
import { REVIEW_NOT_READY } from "./literature-reviews.ts";

/**
 * One entry of the catalogue: the HTTP status and the human message (`detail`) the user sees. A call
 * needing values in its message (a limit, a name) passes its own detail; this one is the default.
 * `code` is the code the response carries when it is not the entry's key: an older code kept for a
 * situation answered with another status (the JSON `code` callers see never changes).
 */
export interface ErrorEntry {
  readonly status: number;
  readonly detail: string;
  readonly code?: string;
}

/**
 * Every error Folio answers with, by code: its HTTP status and the human message the user sees.
 * Messages quoted from the product spec keep its exact wording.
 */
export const ERRORS = {
  // Requests
  bad_request: { status: 400, detail: "The request is not valid." },
  malformed_json: { status: 400, detail: "The request body is not valid JSON." },
  validation: { status: 422, detail: "Some fields are missing or not valid." },
  payload_too_large: { status: 413, detail: "The request is too large." },
  unsupported_media_type: { status: 415, detail: "Send the request body as JSON, with the header Content-Type: application/json." },
  headers_too_large: { status: 431, detail: "The request's address or headers are too long." },
  request_timeout: { status: 408, detail: "The request took too long to arrive. Please try again." },
  // nginx's "client closed request": logged for a caller that went away while waiting; nobody receives it.
  request_closed: { status: 499, detail: "The request was closed." },
  route_not_found: { status: 404, detail: "There is no such API route." },
  method_not_allowed: { status: 405, detail: "This method is not allowed here." },
  range_not_satisfiable: { status: 416, detail: "The range asked for lies outside the file." },
  not_found: { status: 404, detail: "Not found." },
  forbidden: { status: 403, detail: "You are not allowed to do this." },
  internal: { status: 500, detail: "An error occurred. Please try again" },
  unavailable: { status: 503, detail: "The service is starting or shutting down. Please try again." },

  // Accounts and sessions
  unauthorized: { status: 401, detail: "Please log in to continue." },
  invalid_token: { status: 401, detail: "Your session has expired or is not valid. Please log in again." },
  registered_only: { status: 403, detail: "Please create an account or log in to do this." },
  admin_only: { status: 403, detail: "Only Folio's operators can do this." },
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

  // Plans and billing. The spec's upgrade toast text: a feature the user's plan does not include (the web app shows the toast).
  upgrade_required: { status: 403, detail: BILLING_MESSAGES.upgrade },
  limit_reached: { status: 402, detail: "You have reached your plan's limit. Upgrade your plan for more." },
  credits_exhausted: { status: 402, detail: BILLING_MESSAGES.unitsUsedUp("credits") },
  invalid_plan: { status: 400, detail: BILLING_MESSAGES.invalidPlan },
  contact_sales: { status: 400, detail: `Enterprise plans are arranged with our sales team: write to ${SALES_EMAIL}.` },
  already_subscribed: { status: 409, detail: "You are already subscribed to a plan that is greater than or equal to this one" },
  minimum_credits: { status: 400, detail: BILLING_MESSAGES.minimumCredits },
  no_subscription: { status: 404, detail: "You have no active subscription." },
  payment_provider: { status: 502, detail: `${BILLING_MESSAGES.subscriptionFailedTitle}: ${BILLING_MESSAGES.subscriptionFailed}` },
  checkout_closed: { status: 409, detail: "This checkout is already finished." },
  // Deleting an account first ends its paid subscription at the payment provider; when that fails the account stays as it was.
  subscription_not_cancelled: {
    status: 502,
    detail: "Your account was not deleted: your subscription could not be cancelled with our payment provider, so nothing was changed. Please try again in a few minutes.",
  },
  invalid_signature: { status: 400, detail: "The webhook signature is not valid." },
  // 409 so the payment provider delivers the event again later.
  event_not_ready: { status: 409, detail: "This event refers to a subscription not known yet; deliver it again later." },

  // Developer API keys. One 401 for a revoked, malformed or unknown key, so a caller learns nothing about which keys exist.
  api_name_required: { status: 400, detail: API_KEY_MESSAGES.nameRequired },
  // What lies outside a key's folder or documents is a 404 like a missing resource; this is for actions a narrowed key may not take at all.
  api_key_scope_denied: { status: 403, detail: "This API key is limited to a folder or to chosen documents: it cannot do this." },
  api_key_limit: { status: 403, detail: API_KEY_MESSAGES.maxKeys(2, "DEVELOPMENT") },
  api_plan_required: { status: 403, detail: "Production keys need a paid API plan. Upgrade your API plan to create one." },
  api_key_not_found: { status: 404, detail: "This API key does not exist or has been revoked." },
  invalid_api_key: { status: 401, detail: "The API key is not valid. Check that it is copied whole and has not been revoked." },
  api_key_in_query: { status: 400, detail: "API keys are accepted only in the X-API-Key or Authorization header, never in the address." },
  api_key_not_allowed: { status: 403, detail: "API keys cannot be used for accounts, billing or API keys: sign in to Folio to do this." },
  api_key_read_only: { status: 403, detail: "This API key is read-only: it can search and ask, not upload, change or delete." },
  api_rate_limited: { status: 429, detail: "Too many requests with this API key. Please wait and try again." },
  api_units_used_up: { status: 402, detail: BILLING_MESSAGES.unitsUsedUp("messages") },

  // Documents: uploads, imports and their processing
  invalid_file: { status: 400, detail: INVALID_FILE },
  password_protected: { status: 400, detail: PASSWORD_PROTECTED },
  empty_file: { status: 400, detail: "This file is empty." },
  file_too_large: { status: 402, detail: "This file is larger than your plan allows. Upgrade your plan to upload larger files." },
  too_many_pages: { status: 402, detail: "This document has more pages than your plan allows. Upgrade your plan to upload longer documents." },
  invalid_url: { status: 400, detail: "This is not a valid URL." },
  url_refused: { status: 400, detail: "This address cannot be imported: it is not on the public internet." },
  url_timeout: { status: 400, detail: "Request timed out. Please try again." },
  url_unreachable: { status: 400, detail: "The link could not be opened." },
  document_not_ready: { status: 409, detail: "The document is still being processed. Try again when it is ready." },
  // 409 too: the document's state is what stands in the way, and retrying it (or a new copy) resolves it.
  document_failed: { status: 409, detail: "The document could not be processed." },
  not_running: { status: 409, detail: "This document is not being processed." },
  not_failed: { status: 409, detail: "Only a document whose processing failed can be retried." },
  unit_not_found: { status: 404, detail: "This document has no such unit." },

  // A file Folio cannot read: the ingest library's IngestError codes (also logged when a queued document fails).
  damaged: { status: 400, detail: "This file looks damaged" },
  unreadable_text: { status: 400, detail: "This file looks damaged: its text could not be read" },
  no_text: { status: 400, detail: "No readable text was found in this document" },
  too_much_text: { status: 400, detail: "This document has more text than Folio can index" },
  drm_protected: { status: 400, detail: "This e-book is copy-protected (DRM), so its text cannot be read" },
  unsafe_xml: { status: 400, detail: "This file looks damaged: it declares XML entities (a known attack on document readers), so it was not read" },
  archive_too_large: { status: 400, detail: "This file unpacks to more than Folio reads" },
  archive_too_many_entries: { status: 400, detail: "This file contains more parts than Folio reads" },
  timeout: { status: 400, detail: "Reading this file took too long, so it was stopped" },
  resource_limit: { status: 400, detail: "This file needs more memory to read than Folio allows, so it was stopped" },

  // Folders
  folder_name_required: { status: 400, detail: FOLDER_NAME_REQUIRED },
  knowledge_base_not_found: { status: 404, detail: KNOWLEDGE_BASE_NOT_FOUND },
  shared_link_not_found: { status: 404, detail: SHARED_LINK_NOT_FOUND },
  folder_empty: { status: 409, detail: "This folder has no ready documents yet: add a document or wait until one is processed." },

  // Chat and models
  // The code invalid_image, answered with 400: an image inside a question is a field of a JSON body, not the body's media type.
  invalid_question_image: { status: 400, detail: "Images in a question must be PNG or JPEG.", code: "invalid_image" },
  conversation_empty: { status: 409, detail: "This conversation has no answers yet: ask a question first." },
  unknown_model: { status: 400, detail: "Unknown model." },
  model_not_configured: { status: 400, detail: "This model is not configured on this server." },
  model_busy: { status: 429, detail: "The model provider is rate limiting requests. Please try again in a moment." },
  model_timeout: { status: 504, detail: "The model provider did not answer in time. Please try again." },
  model_failed: { status: 502, detail: "The model provider failed to answer. Please try again." },
  // OpenAI-compatible /api/v1: a model id is a document (doc:<id>) or a folder (folder:<id>) of the caller's; anything else, or another user's, is one 404.
  model_not_found: { status: 404, detail: "This model does not exist or you do not have access to it. Use an id from GET /api/v1/models: doc:<document id> or folder:<folder id>." },

  // Summaries
  summary_needs_source: { status: 400, detail: SUMMARY_NEEDS_SOURCE },
  summary_empty: { status: 422, detail: "There is no text to summarise in this document." },
  summary_not_ready: { status: 409, detail: SUMMARY_NOT_READY },
  summary_not_running: { status: 409, detail: "This summary is not being made any more." },
  review_not_ready: { status: 409, detail: REVIEW_NOT_READY },
  summary_cancelled: { status: 409, detail: SUMMARY_CANCELLED },
  summary_failed: { status: 502, detail: SUMMARY_FAILED },

  // Podcasts
  podcast_not_ready: { status: 409, detail: "The podcast is still being made." },
  podcast_not_running: { status: 409, detail: "This podcast is not being made any more." },
  podcast_not_failed: { status: 409, detail: "Only a podcast that failed can be made again." },
  // Inside the podcast job only: its row was cancelled or deleted while the audio was being stored.
  podcast_gone: { status: 409, detail: PODCAST_CANCELLED },

  // Mobile link: a device ID typed in Settings, and the pairing the phone app polls.
  device_id_invalid: { status: 400, detail: MOBILE_MESSAGES.deviceIdRequired },
  device_linked_elsewhere: { status: 409, detail: "This device is linked to another account." },
  device_limit: { status: 409, detail: "Another device is linked to your account. Unlink it first." },
  device_expired: { status: 410, detail: "This device ID has expired. Open Folio on the phone again to get a new one." },
  device_pairing_used: { status: 410, detail: "This device has already been signed in. Open Folio on the phone again to pair it anew." },
  device_not_found: { status: 404, detail: "There is no device waiting to be paired with this ID." },
  device_secret_invalid: { status: 403, detail: "This pairing secret is not valid for this device." },

  // Zotero: any failure of Zotero's API is the spec's 502; a zotero/* call without a connection a 409.
  zotero_failed: { status: 502, detail: ZOTERO_MESSAGES.fetchFailed },
  zotero_not_connected: { status: 409, detail: ZOTERO_MESSAGES.notConnected },
  zotero_key_refused: { status: 400, detail: ZOTERO_MESSAGES.keyRefused },
  zotero_oauth_not_configured: { status: 404, detail: "Connecting Zotero by signing in is not available on this server. Connect with your Zotero user ID and an API key instead." },
  zotero_oauth_failed: { status: 400, detail: "Connecting Zotero did not finish. Please try again." },
  zotero_not_attachment: { status: 404, detail: "This Zotero attachment has no file to import." },
  zotero_import_not_found: { status: 404, detail: "There is no such Zotero import." },
  zotero_watch_not_found: { status: 404, detail: "This collection is not being watched." },

  // Session recording and the support widget
  recording_full: { status: 413, detail: "This recording has reached its size limit; a new page view starts a new one." },
  recording_not_found: { status: 404, detail: "There is no such recording. It may have passed its retention time." },
  support_email_required: { status: 422, detail: "Please enter your e-mail address so we can answer you." },
  support_conversation_not_found: { status: 404, detail: "There is no such support conversation." },

  // Free tools
  tool_not_found: { status: 404, detail: "There is no such tool. GET /api/tools lists every tool." },
  tool_rate_limited: { status: 429, detail: "Too many tool requests from your address. Please wait a minute and try again, or sign in." },
  // No generative model configured: the detail names what to set; no tool makes up an answer.
  tool_needs_model: { status: 503, detail: "This tool needs a generative AI model, and none is configured on this server." },
  tool_input_too_large: { status: 413, detail: "The input is larger than this tool takes." },
  tool_files_required: { status: 400, detail: "Choose the PDF files for this tool (multipart field `files`, or `file` for one)." },
  tool_not_pdf: { status: 400, detail: "Only PDF files can be used with this tool." },
  tool_bad_ranges: { status: 422, detail: "The page ranges do not fit this PDF." },

  // Referrals (the affiliate programme)
  referral_code_unknown: { status: 404, detail: "This referral link is not valid: no Folio account has this code." },
  referral_self: { status: 403, detail: "You cannot use your own referral link." },
  referral_taken: { status: 409, detail: "Your account was already referred by someone." },
  referral_too_late: { status: 409, detail: "A referral link counts only for a new account, before its first purchase." },
} as const satisfies Record<string, ErrorEntry>;

export type ErrorCode = keyof typeof ERRORS;
