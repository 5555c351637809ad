import { act, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { NOTE_CLICKS, replayNotedClicks, stopNotingClicks } from "./clicks-before-takeover";

/** A tab that acts on the press (as Radix tabs do) and a switch that acts on the click. */
function Controls() {
  const [tab, setTab] = useState("monthly");
  const [on, setOn] = useState(false);
  return (
    <div>
      <button type="button" role="tab" onMouseDown={() => setTab("yearly")}>
        Yearly
      </button>
      <button type="button" role="switch" aria-checked={on} onClick={() => setOn((v) => !v)}>
        Switch
      </button>
      <p>Text</p>
      <output>{`${tab}|${String(on)}`}</output>
    </div>
  );
}

/** The page's inline script, as the browser runs it before the visitor can click, over the pre-rendered markup. */
function preRendered(): HTMLElement {
  new Function(NOTE_CLICKS)();
  const container = document.createElement("div");
  document.body.append(container);
  container.innerHTML = renderToString(<Controls />);
  return container;
}

const shown = (container: HTMLElement) => container.querySelector("output")!.textContent;

describe("clicks on a pre-rendered page before the app hydrates it", () => {
  afterEach(() => {
    document.body.innerHTML = "";
    delete (window as { __folioClicksBeforeTakeover?: unknown }).__folioClicksBeforeTakeover;
  });

  it("are noted on buttons only, until hydration starts, and clicked again once it is done", async () => {
    const container = preRendered();
    const [tab, toggle] = Array.from(container.querySelectorAll("button"));
    tab!.click();
    toggle!.click();
    container.querySelector("p")!.click();
    // Static markup: nothing happened, and nothing is replayed before hydration starts.
    replayNotedClicks();
    expect(shown(container)).toBe("monthly|false");

    stopNotingClicks();
    // From here React handles clicks: this one is not noted (it would act twice).
    toggle!.click();
    const root = await act(async () => hydrateRoot(container, <Controls />));
    // Hydration keeps the elements, so the noted ones are the app's own now.
    expect(container.querySelector("button")).toBe(tab);
    await act(async () => replayNotedClicks());
    expect(shown(container)).toBe("yearly|true");
    // Once only.
    await act(async () => replayNotedClicks());
    expect(shown(container)).toBe("yearly|true");
    act(() => root.unmount());
  });

  it("skips a noted button that is no longer on the page", async () => {
    const container = preRendered();
    container.querySelectorAll("button")[1]!.click();
    const gone = container.innerHTML;
    container.remove();
    const again = document.createElement("div");
    document.body.append(again);
    again.innerHTML = gone;
    stopNotingClicks();
    const root = await act(async () => hydrateRoot(again, <Controls />));
    await act(async () => replayNotedClicks());
    expect(shown(again)).toBe("monthly|false");
    act(() => root.unmount());
  });
});
