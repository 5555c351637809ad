import { APICallError, RetryError } from "ai";
import { AppError } from "../platform/errors.ts";

export type ModelFailure = "busy" | "timeout" | "failed";

/** What went wrong with a provider, in the three cases a user can act on differently. */
export function classifyModelError(error: unknown): ModelFailure {
  const last = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(last) && last.statusCode === 429) return "busy";
  if (last instanceof Error && (last.name === "TimeoutError" || /timeout|timed out/i.test(last.message))) return "timeout";
  return "failed";
}

/** The rejection of `result` when the provider failed: a 429, 504 or 502 carrying the cause for the log. */
export function modelError(kind: ModelFailure, cause: unknown): AppError {
  return new AppError(`model_${kind}`, { cause, retryAfterSeconds: kind === "busy" ? providerRetryAfter(cause) : undefined });
}

/** A provider that rate limits usually says when to come back; without that, half a minute. */
const DEFAULT_PROVIDER_RETRY_SECONDS = 30;

/** The provider's Retry-After (seconds or an HTTP date) from its 429, in whole seconds. */
function providerRetryAfter(error: unknown): number {
  const last = RetryError.isInstance(error) ? error.lastError : error;
  const header = APICallError.isInstance(last) ? last.responseHeaders?.["retry-after"] : undefined;
  if (!header) return DEFAULT_PROVIDER_RETRY_SECONDS;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : DEFAULT_PROVIDER_RETRY_SECONDS;
}
