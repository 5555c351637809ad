/*
 * Functions run inside a web page by chrome.scripting.executeScript (the content scripts). Each is
 * serialised on its own, so it may use nothing from outside its body: no imports, no constants.
 */

export interface PageText {
  title: string;
  url: string;
  text: string;
}

/** The page's readable text: its article or main element when it has one, else the body; what a reader sees. */
export function readablePage(maxChars: number): PageText {
  const root = document.querySelector("article") ?? document.querySelector("main") ?? document.body;
  const text = (root?.innerText ?? "").replace(/\n{3,}/g, "\n\n").trim().slice(0, maxChars);
  return { title: document.title, url: location.href, text };
}

/**
 * The bridge in the Folio tab the extension opened itself: it waits for the connect page's key
 * message, posted by this same origin and window with the extension's one-time state, and passes
 * it to the background worker; then tells the page whether the extension kept it.
 */
export function connectBridge(state: string): void {
  const marker = "__folioExtensionBridge";
  const w = window as unknown as Record<string, unknown>;
  if (w[marker]) return;
  w[marker] = true;
  window.addEventListener("message", (event: MessageEvent) => {
    if (event.source !== window || event.origin !== location.origin) return;
    const data = event.data as { type?: unknown; state?: unknown } | null;
    if (!data || data.state !== state) return;
    // The page may mount after the bridge said it was ready: it asks, and the bridge says it again.
    if (data.type === "folio-extension-hello") return window.postMessage({ type: "folio-extension-ready", state }, location.origin);
    if (data.type !== "folio-extension-key") return;
    void chrome.runtime.sendMessage({ type: "folio-connect-key", state, payload: data }).then((answer: { ok?: boolean } | undefined) => {
      window.postMessage({ type: "folio-extension-connected", state, ok: answer?.ok === true }, location.origin);
    });
  });
  window.postMessage({ type: "folio-extension-ready", state }, location.origin);
}
