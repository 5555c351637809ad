import { act, useState, type FormEvent } from "react";
import { createRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { HOLD_SUBMITS, sendHeldSubmits } from "./submits-before-takeover";

/** A log-in form whose handler checks its field, as the app's does. */
function LogIn() {
  const [message, setMessage] = useState("");
  const [sent, setSent] = useState(0);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setSent((n) => n + 1);
    const email = new FormData(e.currentTarget).get("email");
    setMessage(email ? `sent ${String(email)}` : "Please enter your e-mail address.");
  };
  return (
    <form onSubmit={submit}>
      <input name="email" />
      <button type="submit">Log in</button>
      <output>{`${message}|${sent}`}</output>
    </form>
  );
}

/** The page's inline script, as the browser runs it, over the pre-rendered markup. */
function preRendered(): HTMLElement {
  new Function(HOLD_SUBMITS)();
  const container = document.createElement("div");
  document.body.append(container);
  container.innerHTML = renderToString(<LogIn />);
  return container;
}

function takeOver(container: HTMLElement) {
  act(() => createRoot(container).render(<LogIn />));
}

const shown = (container: HTMLElement) => container.querySelector("output")!.textContent;

describe("forms sent on a pre-rendered app page before the app takes it over", () => {
  afterEach(() => {
    document.body.innerHTML = "";
    delete (window as { __folioSubmitsBeforeTakeover?: unknown }).__folioSubmitsBeforeTakeover;
  });

  it("holds a press of the submit button instead of letting the browser send the form, then sends it through the app once", () => {
    const container = preRendered();
    const sentNatively: boolean[] = [];
    // Last in the bubbling order: what the browser's own sending would see.
    document.addEventListener("submit", (e) => sentNatively.push(!e.defaultPrevented));
    container.querySelector("button")!.click();
    container.querySelector("button")!.click();
    expect(sentNatively).toEqual([false, false]);

    takeOver(container);
    act(() => sendHeldSubmits());
    expect(shown(container)).toBe("Please enter your e-mail address.|1");

    // From now on the app handles presses itself; nothing is held or sent again.
    act(() => sendHeldSubmits());
    act(() => container.querySelector("button")!.click());
    expect(shown(container)).toBe("Please enter your e-mail address.|2");
  });

  it("sends nothing when nothing was pressed", () => {
    const container = preRendered();
    takeOver(container);
    act(() => sendHeldSubmits());
    expect(shown(container)).toBe("|0");
  });
});
