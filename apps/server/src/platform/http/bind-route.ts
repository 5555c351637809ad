import type { Context, Hono } from "hono";
import type { z } from "zod";
import { keyAccessOf, type RouteAuth, type RouteDef } from "@folio/contract";
import type { UserRow } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import type { HonoEnv } from "./env.ts";
import { parseWith } from "./validate.ts";
import { readJsonBody } from "./read-body.ts";

export interface HandlerInput<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, A extends RouteAuth> {
  c: Context<HonoEnv>;
  params: z.infer<P>;
  query: z.infer<Q>;
  body: z.infer<B>;
  /** Present on every route that needs a user; null only on public routes without a session. */
  user: A extends "public" ? UserRow | null : UserRow;
}

/**
 * Bind a handler to a contract route: check who may call it, read the JSON body (bounded by the
 * route's limit), validate params, query and body with the contract's schemas, and answer with the
 * documented success status. Handlers return the body (or a ready Response for redirects, files
 * and streams).
 */
export function bindRoute<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType, A extends RouteAuth>(
  app: Hono<HonoEnv>,
  route: RouteDef<P, Q, B, R, A>,
  handler: (input: HandlerInput<P, Q, B, A>) => Promise<z.input<R> | Response>,
): void {
  app.on(route.method.toUpperCase(), route.path, async (c) => {
    const user = c.get("user");
    if (route.auth !== "public" && !user) throw new AppError(c.get("sessionId") === null && c.get("token") ? "invalid_token" : "unauthorized");
    if (route.auth === "registered" && user?.is_anonymous) throw new AppError("registered_only");
    const apiKey = c.get("apiKey");
    if (apiKey) {
      const access = keyAccessOf(route);
      if (access === "none") throw new AppError("api_key_not_allowed");
      if (access === "write" && apiKey.readOnly) throw new AppError("api_key_read_only");
    }

    const params = route.params ? parseWith(route.params, c.req.param()) : undefined;
    const query = route.query ? parseWith(route.query, c.req.query()) : undefined;
    // Multipart bodies are streamed by their handlers, to their own limits.
    const body = route.body && route.body !== "multipart" ? parseWith(route.body, await readJsonBody(c.req.raw, route.maxBodyBytes ?? c.get("maxBodyBytes"))) : undefined;
    if (apiKey) await apiKey.checkScope(route, { params, query, body });
    const quota = apiKey ? route.keyQuota : undefined;
    if (apiKey && quota) await apiKey.consumeQuota(quota);
    let result: Awaited<ReturnType<typeof handler>>;
    try {
      result = await handler({ c, params, query, body, user } as HandlerInput<P, Q, B, A>);
    } catch (error) {
      if (apiKey && quota) await apiKey.releaseQuota(quota);
      throw error;
    }
    if (result instanceof Response) return result;
    if (route.success.status === 204) return c.body(null, 204);
    return c.json(result as object, route.success.status as 200);
  });
}
