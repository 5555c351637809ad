import { ApiError } from "./api-client";
import { toast } from "./toast";

/** Codes the server refuses with when the plan does not include something (403) or a limit is reached (402). */
const UPGRADE_CODES = new Set(["upgrade_required"]);

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
