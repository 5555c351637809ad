import { ERRORS, type ErrorCode } from "@folio/contract";

/**
 * An error meant for the user: a code from the contract's catalogue, its HTTP status and a human
 * message. `app.onError` is the one place it becomes a `{detail}` response; `cause` is only logged.
 */
export class AppError extends Error {
  readonly status: number;
  readonly detail: string;
  /** For a 429: seconds until the caller may try again, sent as Retry-After. */
  readonly retryAfterSeconds: number | undefined;
  constructor(
    readonly code: ErrorCode | string,
    detailOrOpts: string | { detail?: string; status?: number; cause?: unknown; retryAfterSeconds?: number } = {},
  ) {
    const opts = typeof detailOrOpts === "string" ? { detail: detailOrOpts } : detailOrOpts;
    const known = (ERRORS as Record<string, { status: number; detail: string }>)[code];
    const detail = opts.detail ?? known?.detail ?? ERRORS.internal.detail;
    super(detail, { cause: opts.cause });
    this.name = "AppError";
    this.status = opts.status ?? known?.status ?? 500;
    this.detail = detail;
    this.retryAfterSeconds = opts.retryAfterSeconds;
  }
}
