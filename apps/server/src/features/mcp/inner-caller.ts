import type { UserRow } from "../../platform/db/schema.ts";
import type { KeyCaller } from "../../platform/http/env.ts";

/** Who an in-process API call made by a /mcp tool acts as: the /mcp request's user, with its key (null for an OAuth token). */
export interface InnerCaller {
  user: UserRow;
  apiKey: KeyCaller | null;
}

/**
 * The env objects of in-process calls made by /mcp tools. A request from the network carries the
 * HTTP server's own env, never one of these, so it cannot pose as an inner call.
 */
const innerCalls = new WeakMap<object, InnerCaller>();

export function innerCallEnv(caller: InnerCaller): object {
  const env = {};
  innerCalls.set(env, caller);
  return env;
}

/** The caller of an in-process /mcp call (the key step in app.ts takes it instead of reading headers). */
export function innerCallerOf(env: unknown): InnerCaller | undefined {
  return typeof env === "object" && env !== null ? innerCalls.get(env) : undefined;
}
