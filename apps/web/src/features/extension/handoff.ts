/**
 * The connect page's side of handing a key to the browser extension. The extension opened this
 * tab itself and injected a bridge into it only; the bridge and the page talk with
 * window.postMessage to this page's own origin, and every message carries the one-time `state`
 * the extension put in the address (decision 0025).
 */
export const HANDOFF = { hello: "folio-extension-hello", ready: "folio-extension-ready", key: "folio-extension-key", done: "folio-extension-connected" } as const;

/** The name the key is listed under in /developers/apiKeys. */
export const EXTENSION_KEY_NAME = "Folio browser extension";

/** The state the extension made: a UUID; anything else is not from the extension. */
export function validState(value: unknown): string | undefined {
  return typeof value === "string" && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u.test(value) ? value : undefined;
}

export interface KeyHandoff {
  type: typeof HANDOFF.key;
  state: string;
  key: string;
  id: string;
  account: string;
  folder_id: string | null;
  read_only: boolean;
}

/** Whether a window message is the bridge's `type` message for this state, from this window and origin. */
export function isBridgeMessage(event: Pick<MessageEvent, "data" | "origin" | "source">, type: string, state: string, self: { origin: string; window: unknown }): boolean {
  if (event.source !== self.window || event.origin !== self.origin) return false;
  const data = event.data as { type?: unknown; state?: unknown } | null;
  return typeof data === "object" && data !== null && data.type === type && data.state === state;
}
