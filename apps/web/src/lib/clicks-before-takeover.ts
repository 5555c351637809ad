/**
 * Clicks on a pre-rendered public page's buttons before the app hydrates it (docs/decisions/0042).
 * Links work without the app (the browser follows them), but a button (the pricing page's
 * monthly/yearly switch, its tabs) does nothing until React is attached, and the app arrives only
 * after the page's load event. The page's HTML notes those buttons from the start (NOTE_CLICKS, an
 * inline script the build puts in before the app's). Noting stops when hydration starts (React
 * handles clicks itself from then on); once the page's own part is hydrated (the public frame's
 * effect: the route's content hydrates after the root, as its own Suspense boundary), the same
 * elements, which hydration keeps, are clicked again in order.
 */

const GLOBAL = "__folioClicksBeforeTakeover";

interface NotedClicks {
  targets: Element[];
  stopped: boolean;
}

declare global {
  interface Window {
    [GLOBAL]?: NotedClicks;
  }
}

/** What counts as a button: what only the app makes work. */
const BUTTONS = "button,[role=button],[role=tab],[role=switch]";

/** The inline script of a pre-rendered page, run before the visitor can click anything. */
export const NOTE_CLICKS = `(function(){var n=window.${GLOBAL}={targets:[],stopped:false};addEventListener("click",function(e){var b=!n.stopped&&e.target instanceof Element&&e.target.closest(${JSON.stringify(BUTTONS)});if(b)n.targets.push(b)},true)})()`;

/** Stops noting: React takes over the page's events now. */
export function stopNotingClicks(win: Window = window): void {
  const noted = win[GLOBAL];
  if (noted) noted.stopped = true;
}

/** Once the page is hydrated: clicks the buttons noted until hydration started again, once. */
export function replayNotedClicks(win: Window = window): void {
  const noted = win[GLOBAL];
  if (noted?.stopped) replayClicks(noted.targets.splice(0));
}

/**
 * Clicks each button again as a pointer does (down, up, click): some controls act on the press
 * (Radix tabs on mousedown), others on the click (a switch). Buttons no longer on the page are skipped.
 */
function replayClicks(targets: readonly Element[]): void {
  for (const target of targets) {
    if (!target.isConnected || !(target instanceof HTMLElement)) continue;
    const init = { bubbles: true, cancelable: true, composed: true, button: 0 };
    const pointer = { ...init, pointerType: "mouse", isPrimary: true };
    target.dispatchEvent(new PointerEvent("pointerdown", pointer));
    target.dispatchEvent(new MouseEvent("mousedown", init));
    target.dispatchEvent(new PointerEvent("pointerup", pointer));
    target.dispatchEvent(new MouseEvent("mouseup", init));
    target.click();
  }
}
