import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { ERRORS, v1ErrorType } from "@folio/contract";
import { AppError } from "../errors.ts";
import type { HonoEnv } from "./env.ts";

/** The OpenAI-compatible surface, whose clients read OpenAI's error body. */
const OPENAI_COMPATIBLE_PATHS = "/api/v1/";

/**
 * The one place an error becomes a response: `{detail, code}` with its status; causes only logged.
 * Under /api/v1 the same body also carries OpenAI's `error: {message, type, code, param}`, the
 * field OpenAI clients take their exception's message from.
 */
export function handleError(err: Error, c: Context<HonoEnv>): Response {
  const log = c.get("log");
  const answer = (body: { detail: string; code?: string }, status: number) =>
    c.json(c.req.path.startsWith(OPENAI_COMPATIBLE_PATHS) ? withOpenAIError(body, status) : body, status as 400);
  if (err instanceof AppError) {
    if (err.status >= 500) log.error({ err, cause: err.cause }, "request failed");
    else log.debug({ code: err.code, status: err.status }, err.detail);
    if (err.retryAfterSeconds !== undefined) c.header("Retry-After", String(err.retryAfterSeconds));
    return answer({ detail: err.detail, code: err.code }, err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const detail = status === 413 ? ERRORS.payload_too_large.detail : err.message || ERRORS.bad_request.detail;
    return answer({ detail }, status);
  }
  log.error({ err }, "unexpected error");
  return answer({ detail: ERRORS.internal.detail, code: "internal" }, 500);
}

function withOpenAIError(body: { detail: string; code?: string }, status: number) {
  return { ...body, error: { message: body.detail, type: v1ErrorType(status), code: body.code ?? null, param: null } };
}
