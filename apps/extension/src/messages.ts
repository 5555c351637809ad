/** Messages between the side panel, the background worker and the connect bridge. */
export type ExtensionMessage =
  | { type: "folio-connect-start"; server: string }
  | { type: "folio-connect-key"; state: string; payload: unknown };

/** What the connect page and the injected bridge post to each other (window.postMessage, same origin only). */
export const PAGE_MESSAGES = {
  hello: "folio-extension-hello",
  ready: "folio-extension-ready",
  key: "folio-extension-key",
  done: "folio-extension-connected",
} as const;

export const CONNECT_PATH = "/extension/connect";

/** session storage key of the text chosen with "Ask Folio about this". */
export const SELECTION = "askSelection";
