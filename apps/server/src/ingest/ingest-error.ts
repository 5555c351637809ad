/**
 * The contract's wording (INVALID_FILE, PASSWORD_PROTECTED in @folio/contract), kept here so the
 * sandboxed child, which runs on Node's type stripping, never loads the contract package; a
 * test holds the two in step.
 */
export const INVALID_FILE_MESSAGE = "You have selected an invalid file";
export const PASSWORD_PROTECTED_MESSAGE = "Password-protected documents are not accepted";

/** Why a file cannot be read; each is also a code of the contract's error catalogue (a 400 at upload). */
export type IngestErrorCode =
  | "invalid_file"
  | "password_protected"
  | "damaged"
  | "too_many_pages"
  | "no_text"
  | "unreadable_text"
  | "too_much_text"
  | "drm_protected"
  | "unsafe_xml"
  | "archive_too_large"
  | "archive_too_many_entries"
  | "timeout"
  | "resource_limit";

/**
 * A file Folio cannot read, with the message the user sees. `code` is stable for logs and
 * callers; `userMessage` never contains paths or internals (those go in `message`/`cause`).
 */
export class IngestError extends Error {
  readonly code: IngestErrorCode;
  readonly userMessage: string;
  /** What went wrong in technical terms, for logs. */
  readonly detail: string | undefined;

  constructor(code: IngestErrorCode, userMessage: string, opts: { detail?: string; cause?: unknown } = {}) {
    super(opts.detail ? `${userMessage} (${opts.detail})` : userMessage, { cause: opts.cause });
    this.name = "IngestError";
    this.code = code;
    this.userMessage = userMessage;
    this.detail = opts.detail;
  }
}

export const invalidFile = (detail?: string) => new IngestError("invalid_file", INVALID_FILE_MESSAGE, { detail });

export const passwordProtected = () => new IngestError("password_protected", PASSWORD_PROTECTED_MESSAGE);

/** `reason` completes "This file looks damaged: …" in words a user understands. */
export const damaged = (reason: string, detail?: string) => new IngestError("damaged", `This file looks damaged: ${reason}`, { detail });

export const tooManyPages = (pages: number, max: number) =>
  new IngestError("too_many_pages", `This document has ${pages.toLocaleString("en-US")} pages; at most ${max.toLocaleString("en-US")} can be read`);

export const noText = () => new IngestError("no_text", "No readable text was found in this document");

export const unreadableText = (reason: string) => new IngestError("unreadable_text", `This file looks damaged: ${reason}`);
