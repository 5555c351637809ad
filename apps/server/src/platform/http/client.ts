import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

/** The caller's address for rate limits; requests made in-process (tests) count as "local". */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "local";
  } catch {
    return "local";
  }
}

export function userAgent(c: Context): string | null {
  return c.req.header("user-agent") ?? null;
}
