import type { ErrorCode } from "@folio/contract";
import { ApiError } from "./api-client";
import { toast } from "./toast";

/** Codes the server refuses with when the plan does not include something (403) or a limit is reached (402). */
const UPGRADE_CODES = new Set<string>(["upgrade_required"] satisfies ErrorCode[]);

/** A refusal the user can lift by upgrading: every 402, and the 403s that name a paid feature. */
export function isUpgradeError(err: unknown): err is ApiError {
  return err instanceof ApiError && (err.status === 402 || (err.status === 403 && UPGRADE_CODES.has(err.code ?? "")));
}

/** Show the spec's upgrade toast (100000 ms) for such a refusal; true when it did. */
export function notifyIfUpgrade(err: unknown): boolean {
  if (!isUpgradeError(err)) return false;
  toast.upgrade();
  return true;
}

/** The codes of the refusals above, for calls that only see the body (the chat stream's transport). */
const PLAN_CODES = new Set<string>(["upgrade_required", "limit_reached", "credits_exhausted", "file_too_large", "too_many_pages"] satisfies ErrorCode[]);

/** Like notifyIfUpgrade, from an error whose message is the response body `{detail, code}`. */
export function notifyIfUpgradeBody(message: string): boolean {
  try {
    const body: unknown = JSON.parse(message);
    if (body && typeof body === "object" && "code" in body && typeof body.code === "string" && PLAN_CODES.has(body.code)) {
      toast.upgrade();
      return true;
    }
  } catch {
    // Not a JSON body: not a plan refusal.
  }
  return false;
}
