import type { BodyOf, QueryOf, ResponseOf, RouteDef } from "@folio/contract";
import { FolioError } from "./folio-error.ts";

export interface FolioClientOptions {
  /** Folio's origin, e.g. "http://localhost:3000" (a trailing slash is fine). */
  baseUrl: string;
  /** An API key (folio_dev_… or folio_live_…), sent as X-API-Key. */
  apiKey?: string;
  /** A session token instead of a key (from /api/auth/login), sent as a bearer token. */
  token?: string;
  /** Another fetch (a proxy's, a test's); the global one by default. */
  fetch?: typeof fetch;
  /** Headers added to every request. */
  headers?: Record<string, string>;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface CallOptions<R> {
  params?: Record<string, string>;
  query?: R extends RouteDef ? QueryOf<R> | Record<string, QueryValue> : Record<string, QueryValue>;
  /** A JSON body, or FormData for multipart routes. */
  body?: unknown;
  signal?: AbortSignal;
}

/** Sends the contract's routes: its method and path (with `:params` filled in), auth headers, JSON in and out, errors as FolioError. */
export class Http {
  private readonly baseUrl: string;
  private readonly fetchFn: typeof fetch;

  constructor(private readonly opts: FolioClientOptions) {
    if (!/^https?:\/\//u.test(opts.baseUrl)) throw new TypeError(`baseUrl must be an http(s) URL, e.g. http://localhost:3000 (got "${opts.baseUrl}")`);
    this.baseUrl = opts.baseUrl.replace(/\/+$/u, "");
    // Bound, so a browser's fetch is not called with the client as `this`.
    this.fetchFn = opts.fetch ?? globalThis.fetch.bind(globalThis);
  }

  /** The JSON a route answers with (undefined for a 204). */
  async json<R extends RouteDef>(route: R, options: CallOptions<R> = {}): Promise<ResponseOf<R>> {
    const res = await this.send(route, options);
    if (res.status === 204) return undefined as ResponseOf<R>;
    return (await res.json()) as ResponseOf<R>;
  }

  /** The raw response of a successful call (streams, files); a failed one throws FolioError. */
  async send<R extends RouteDef>(route: R, { params = {}, query, body, signal }: CallOptions<R> = {}): Promise<Response> {
    const headers: Record<string, string> = { accept: "application/json", ...this.opts.headers };
    if (this.opts.apiKey) headers["x-api-key"] = this.opts.apiKey;
    else if (this.opts.token) headers.authorization = `Bearer ${this.opts.token}`;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(body);
    }
    const res = await this.fetchFn(this.url(route.path, params, query as Record<string, QueryValue> | undefined), { method: route.method.toUpperCase(), headers, body: payload, signal });
    if (!res.ok) throw await FolioError.fromResponse(res);
    return res;
  }

  private url(path: string, params: Record<string, string>, query: Record<string, QueryValue> | undefined): string {
    const filled = path.replace(/:(\w+)/gu, (_, name: string) => {
      const value = params[name];
      if (value === undefined || value === "") throw new TypeError(`Missing path parameter "${name}" for ${path}`);
      return encodeURIComponent(value);
    });
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null) search.set(name, String(value));
    const qs = search.toString();
    return `${this.baseUrl}${filled}${qs ? `?${qs}` : ""}`;
  }
}

/** A route's JSON body as the client sends it. */
export type Body<R> = BodyOf<R>;
