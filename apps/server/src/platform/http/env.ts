import type { KeyQuotaUnit } from "@folio/contract";
import type { Logger } from "../logger.ts";
import type { UserRow } from "../db/schema.ts";

/** A request made with a developer API key: what the key may do, and its quota (the key step in app.ts sets it). */
export interface KeyCaller {
  id: string;
  readOnly: boolean;
  /** Count one unit of the owner's API plan for this route (402 when the month's quota is used up). */
  consumeQuota(unit: KeyQuotaUnit): Promise<void>;
  /** Give the unit back: the request it paid for failed. */
  releaseQuota(unit: KeyQuotaUnit): Promise<void>;
  /** Refuse a request naming anything outside the key's folder or documents (404; 403 for what a narrowed key may not do). */
  checkScope(route: { method: string; path: string }, input: { params: unknown; query: unknown; body: unknown }): Promise<void>;
}

/** What every request carries through Hono's context. */
export interface HonoEnv {
  Variables: {
    /** The signed-in (or anonymous) user, resolved once per request from the cookie or bearer token. */
    user: UserRow | null;
    sessionId: string | null;
    /** The bearer token or cookie value that authenticated the request. */
    token: string | null;
    log: Logger;
    /** Set when the request carries an API key; `user` is then the key's owner. */
    apiKey: KeyCaller | null;
    /** The largest body a route reads unless its contract allows more (MAX_JSON_BYTES). */
    maxBodyBytes: number;
  };
}
