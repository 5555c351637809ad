import type { BodyOf, ErrorCode, QueryOf, ResponseOf, RouteDef } from "@folio/contract";
import { readSessionToken } from "./session-token";
import { sendExceedLimitEventIf } from "./support-events";

/** An API call that failed: the HTTP status (0 when the server could not be reached) and the message to show. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly code: string | undefined;

  constructor(status: number, detail: string, code?: string) {
    super(detail);
    this.name = "ApiError";
    this.status = status;
    this.detail = detail;
    this.code = code;
  }
}

/** The error catalogue's default (ERRORS.internal.detail), copied so this module needs no zod at load time. */
export const DEFAULT_ERROR_DETAIL = "An error occurred. Please try again";
export const NETWORK_ERROR_DETAIL = "Folio could not be reached. Check your connection and try again.";

export interface CallOptions<R> {
  params?: Record<string, string>;
  query?: QueryOf<R>;
  /** The JSON body, or FormData for multipart routes. */
  body?: BodyOf<R> | FormData;
  signal?: AbortSignal;
  /** Let the request finish after the page is closed (a delete the user confirmed as they leave). */
  keepalive?: boolean;
}

function buildUrl(path: string, params?: Record<string, string>, query?: unknown): string {
  const filled = path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
  if (!query || typeof query !== "object") return filled;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}

/** Turn a failed response into an ApiError carrying the server's `{detail}`, or a generic message. */
export async function toApiError(response: Response): Promise<ApiError> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === "object" && "detail" in body && typeof body.detail === "string" && body.detail) {
      const code = "code" in body && typeof body.code === "string" ? body.code : undefined;
      sendExceedLimitEventIf(body.detail);
      return new ApiError(response.status, body.detail, code);
    }
  } catch {
    // Not JSON (a proxy's HTML error page, say): fall through to the generic message.
  }
  return new ApiError(response.status, DEFAULT_ERROR_DETAIL);
}

/**
 * A request callApi cannot describe (a file, a stream, a form built by hand): sent with the stored
 * session token as a bearer token and the session cookie. Resolves with a successful response;
 * rejects with an ApiError (status 0 when the server could not be reached), an abort left as it is.
 */
export async function fetchWithSession(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = readSessionToken();
  if (token) headers.set("authorization", `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers, credentials: "include" });
  } catch (err) {
    if (err instanceof DOMException && err.name === "AbortError") throw err;
    throw new ApiError(0, NETWORK_ERROR_DETAIL);
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

/**
 * Call one route of the contract through fetchWithSession, and resolve with the route's documented
 * success body (typed from the contract).
 */
export async function callApi<R extends RouteDef>(route: R, options: CallOptions<R> = {}): Promise<ResponseOf<R>> {
  const headers = new Headers({ accept: "application/json" });
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.body);
  }
  const response = await fetchWithSession(buildUrl(route.path, options.params, options.query), {
    method: route.method.toUpperCase(),
    headers,
    body,
    signal: options.signal,
    keepalive: options.keepalive,
  });
  if (route.success.schema === null || response.status === 204) return undefined as ResponseOf<R>;
  return (await response.json()) as ResponseOf<R>;
}

export function isApiError(err: unknown, status?: number): err is ApiError {
  return err instanceof ApiError && (status === undefined || err.status === status);
}

/** The server's refusal with this catalogue code: what the app decides on (the detail is only shown, never compared). */
export function hasErrorCode(err: unknown, code: ErrorCode): err is ApiError {
  return err instanceof ApiError && err.code === code;
}

/** The message to show for any failure: the server's detail, else the catalogue's default. */
export function errorDetail(err: unknown): string {
  return err instanceof ApiError ? err.detail : DEFAULT_ERROR_DETAIL;
}
