import type { Logger } from "../logger.ts";
import type { UserRow } from "../db/schema.ts";

/** What every request carries through Hono's context. */
export interface HonoEnv {
  Variables: {
    /** The signed-in (or anonymous) user, resolved once per request from the cookie or bearer token. */
    user: UserRow | null;
    sessionId: string | null;
    /** The bearer token or cookie value that authenticated the request. */
    token: string | null;
    log: Logger;
    /** The largest body a route reads unless its contract allows more (MAX_JSON_BYTES). */
    maxBodyBytes: number;
  };
}
