import { ERRORS, type ErrorCode, type ErrorEntry } from "@folio/contract";

/** What a call site may add to a catalogue error: a message with its values in it, a cause to log, a wait. */
export interface AppErrorOptions {
  detail?: string;
  cause?: unknown;
  /** For a 429: seconds until the caller may try again, sent as Retry-After. */
  retryAfterSeconds?: number;
}

/**
 * An error meant for the user: an entry of the contract's catalogue, whose HTTP status it answers
 * with, and a human message (the catalogue's, or the call's detail). `app.onError` is the one place
 * it becomes a `{detail, code}` response; `cause` is only logged.
 */
export class AppError extends Error {
  /** The code the response carries: the entry's key, or the older code the entry keeps. */
  readonly code: string;
  readonly status: number;
  readonly detail: string;
  readonly retryAfterSeconds: number | undefined;
  constructor(error: ErrorCode, detailOrOpts: string | AppErrorOptions = {}) {
    const opts = typeof detailOrOpts === "string" ? { detail: detailOrOpts } : detailOrOpts;
    const entry: ErrorEntry = ERRORS[error];
    const detail = opts.detail ?? entry.detail;
    super(detail, { cause: opts.cause });
    this.name = "AppError";
    this.code = entry.code ?? error;
    this.status = entry.status;
    this.detail = detail;
    this.retryAfterSeconds = opts.retryAfterSeconds;
  }
}
