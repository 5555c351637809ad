import crypto from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { Logger } from "../logger.ts";
import { httpDuration, httpRequests } from "../metrics.ts";
import type { HonoEnv } from "./env.ts";

/** A caller's X-Request-Id is kept when it is a plain token (a proxy's or a client's), else replaced: it goes into every log line. */
const CALLER_ID_RE = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(header: string | undefined): string {
  return header && CALLER_ID_RE.test(header) ? header : crypto.randomUUID();
}

/**
 * Every request gets a request id (the caller's X-Request-Id or a new one, sent back in
 * X-Request-Id), a logger carrying it, a count and a duration in the metrics labelled by the
 * route pattern that answered (never the address: `/api/documents/:id`), and for the API one
 * structured log line.
 */
export function requestLog(log: Logger): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    const started = performance.now();
    const reqId = requestIdOf(c.req.header("x-request-id"));
    c.set("log", log.child({ reqId }));
    await next();
    const seconds = (performance.now() - started) / 1000;
    // After next(), the route index is the handler that answered: its pattern, or "*" when none did.
    const route = routePath(c) || "*";
    const method = c.req.method;
    c.res.headers.set("x-request-id", reqId);
    httpRequests.inc({ method, route, status: String(c.res.status) });
    httpDuration.observe({ method, route }, seconds);
    if (c.req.path.startsWith("/api/")) {
      c.get("log").info({ method, path: c.req.path, route, status: c.res.status, ms: Math.round(seconds * 1000) }, "request");
    }
  };
}
