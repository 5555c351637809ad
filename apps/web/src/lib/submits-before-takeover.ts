/**
 * Forms sent on a pre-rendered app page (log in, sign up) before the app takes it over
 * (docs/decisions/0017). The page's script loads with it, but the takeover waits for the route's
 * code and loader; a press of "Log in" meanwhile would be sent by the browser itself, reloading
 * the page with nothing done. The page's HTML holds those submits from the start (HOLD_SUBMITS, an
 * inline script the build puts in before the app's); once the app has replaced the markup, the form
 * at the same place is sent again, through the app's own handler.
 */

const GLOBAL = "__folioSubmitsBeforeTakeover";

interface HeldSubmits {
  /** Index among the page's forms of each form sent before the takeover. */
  forms: number[];
  stopped: boolean;
}

declare global {
  interface Window {
    [GLOBAL]?: HeldSubmits;
  }
}

/** The inline script of a pre-rendered app page, run before the visitor can press anything. */
export const HOLD_SUBMITS = `(function(){var h=window.${GLOBAL}={forms:[],stopped:false};addEventListener("submit",function(e){if(h.stopped)return;e.preventDefault();h.forms.push(Array.prototype.indexOf.call(document.forms,e.target))},true)})()`;

/**
 * Once the app has replaced the pre-rendered markup: stops holding, and sends again the forms sent
 * before, once each (a second press of the same button while waiting is one sending).
 */
export function sendHeldSubmits(doc: Document = document): void {
  const held = doc.defaultView?.[GLOBAL];
  if (!held || held.stopped) return;
  held.stopped = true;
  for (const index of new Set(held.forms.splice(0))) doc.forms[index]?.requestSubmit();
}
