import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { ERRORS } from "@folio/contract";
import { AppError } from "../errors.ts";
import type { HonoEnv } from "./env.ts";

/** The one place an error becomes a response: `{detail, code}` with its status; causes only logged. */
export function handleError(err: Error, c: Context<HonoEnv>): Response {
  const log = c.get("log");
  if (err instanceof AppError) {
    if (err.status >= 500) log.error({ err, cause: err.cause }, "request failed");
    else log.debug({ code: err.code, status: err.status }, err.detail);
    if (err.retryAfterSeconds !== undefined) c.header("Retry-After", String(err.retryAfterSeconds));
    return c.json({ detail: err.detail, code: err.code }, err.status as 400);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const detail = status === 413 ? ERRORS.payload_too_large.detail : err.message || ERRORS.bad_request.detail;
    return c.json({ detail }, status);
  }
  log.error({ err }, "unexpected error");
  return c.json({ detail: ERRORS.internal.detail, code: "internal" }, 500);
}
