import { TOOL_LIMITS } from "@folio/contract";
import type { AppDeps } from "../../deps.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { hitRateLimit, waitInWords } from "../../platform/auth/rate-limit.ts";
import { AppError } from "../../platform/errors.ts";

/**
 * A signed-in account's calls a minute. The spec sets no tool quota per plan, so registered
 * users are not counted against their plan; this only stops one account from flooding the
 * server (or the model provider) with generated text.
 */
export const REGISTERED_CALLS_PER_MINUTE = 600;

export interface ToolCaller {
  user: UserRow | null;
  /** The caller's address (platform/http/client.ts). */
  ip: string;
}

/**
 * Counts one tool call, in the database so every instance shares the count: anonymous callers
 * (no session, or an anonymous user) by their address, TOOL_LIMITS.anonymousCallsPerMinute a
 * minute (the contract's "more than 100 in a minute answer 429"); signed-in users by account.
 */
export async function countToolCall(deps: AppDeps, caller: ToolCaller): Promise<void> {
  const anonymous = !caller.user || caller.user.is_anonymous;
  const hit = anonymous
    ? await hitRateLimit(deps.db, `tools:${caller.ip}`, TOOL_LIMITS.anonymousCallsPerMinute, 60)
    : await hitRateLimit(deps.db, `tools-user:${caller.user?.id ?? ""}`, REGISTERED_CALLS_PER_MINUTE, 60);
  if (hit.allowed) return;
  const wait = waitInWords(hit.retryAfterSeconds);
  throw new AppError("tool_rate_limited", {
    detail: anonymous
      ? `Too many tool requests from your address (more than ${TOOL_LIMITS.anonymousCallsPerMinute} a minute). Please try again in ${wait}, or sign in.`
      : `Too many tool requests from your account (more than ${REGISTERED_CALLS_PER_MINUTE} a minute). Please try again in ${wait}.`,
    retryAfterSeconds: hit.retryAfterSeconds,
  });
}
