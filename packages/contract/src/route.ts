import type { z } from "zod";

/** Who may call a route: anyone, any user (anonymous included), or a registered (non-anonymous) user. */
export type RouteAuth = "public" | "user" | "registered";

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

/**
 * What an API key may do on a route: "none" (a key is refused with 403: accounts, billing, key
 * management), "read" (any key, read-only ones included: lists, search and questions) or "write"
 * (keys that are not read-only: uploads, edits, deletes).
 */
export type KeyAccess = "none" | "read" | "write";

/** What one call counts against the API plan's monthly quotas when made with a key (spec point 9). */
export type KeyQuotaUnit = "messages" | "documents";

/**
 * One HTTP call of the contract. The server binds its handler to it (validating params, query and
 * body with these schemas) and the OpenAPI document is generated from the list of all routes.
 */
export interface RouteDef<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  A extends RouteAuth = RouteAuth,
> {
  method: HttpMethod;
  /** Hono-style path with `:param` segments, always under /api (or /health). */
  path: string;
  summary: string;
  tag: string;
  auth: A;
  params?: P;
  query?: Q;
  /** JSON body schema, or "multipart" for file uploads (validated by the handler). */
  body?: B | "multipart";
  /** A multipart body's parts when not the one file `file`: one file, several files, or a JSON string. */
  multipartFields?: Record<string, "file" | "files" | "json">;
  /** The largest JSON body this route reads, in bytes, when the server's default is too small. */
  maxBodyBytes?: number;
  /** Success status and its JSON schema; null for an empty body (204) or a non-JSON body. */
  success: { status: number; schema: R | null; contentType?: string };
  /** Error statuses this route is documented to answer with. */
  errors?: number[];
  /** What an API key may do here; unset, the tag's default, else "read" for GET and "write" otherwise (keyAccessOf). */
  keyAccess?: KeyAccess;
  /** The API plan unit one call with a key uses (402 once the month's are used up); unset: none. */
  keyQuota?: KeyQuotaUnit;
}

/** What a route says besides its method, path, tag, who may call it and its summary. */
export type RouteParts<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType, A extends RouteAuth> = Omit<
  RouteDef<P, Q, B, R, A>,
  "method" | "path" | "tag" | "auth" | "summary"
>;

/**
 * The route maker of one OpenAPI tag, so a contract module lists its routes as a table, one line a
 * route: `route(method, path, auth, summary, { params, query, body, success, errors })`.
 */
export function taggedRoutes(tag: string, defaults: { keyAccess?: KeyAccess } = {}) {
  return function route<
    P extends z.ZodType = z.ZodType,
    Q extends z.ZodType = z.ZodType,
    B extends z.ZodType = z.ZodType,
    R extends z.ZodType = z.ZodType,
    const A extends RouteAuth = RouteAuth,
  >(method: HttpMethod, path: string, auth: A, summary: string, parts: RouteParts<P, Q, B, R, A>): RouteDef<P, Q, B, R, A> {
    return { method, path, tag, auth, summary, ...defaults, ...parts };
  };
}

/** What an API key may do on a route: its own keyAccess, else reading for GET and writing otherwise. */
export function keyAccessOf(route: Pick<RouteDef, "method" | "keyAccess">): KeyAccess {
  return route.keyAccess ?? (route.method === "get" ? "read" : "write");
}

/** The JSON body a route answers with on success. */
export type ResponseOf<T> = T extends RouteDef<z.ZodType, z.ZodType, z.ZodType, infer R, RouteAuth> ? z.infer<R> : never;
/** The JSON body a route accepts. */
export type BodyOf<T> = T extends RouteDef<z.ZodType, z.ZodType, infer B, z.ZodType, RouteAuth> ? z.input<B> : never;
/** The query a route accepts. */
export type QueryOf<T> = T extends RouteDef<z.ZodType, infer Q, z.ZodType, z.ZodType, RouteAuth> ? z.input<Q> : never;
