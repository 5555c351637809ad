import { useState } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { flushSync } from "react-dom";
import { afterEach, describe, expect, it } from "vitest";
import { carryTypedIntoHydrated, restoreTyped, takeTyped } from "./typed-before-takeover";

function Form() {
  const [email, setEmail] = useState("");
  const [note, setNote] = useState("");
  const [agree, setAgree] = useState(false);
  return (
    <form>
      <label>
        E-mail <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <textarea aria-label="Note" value={note} onChange={(e) => setNote(e.target.value)} />
      <input type="checkbox" aria-label="Agree" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
      <input type="hidden" name="state" defaultValue="" />
      <output>{`${email}|${note}|${String(agree)}`}</output>
    </form>
  );
}

describe("what was typed before the app took over a pre-rendered page", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("is kept in the app's fields and state, with the focus and caret", () => {
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(<Form />);
    const [email, note, agree, hidden] = Array.from(container.querySelectorAll<HTMLInputElement>("input, textarea"));
    email!.value = "ada@example.com";
    note!.value = "half a sentence";
    agree!.checked = true;
    hidden!.value = "set by a script, not typed";
    note!.focus();
    note!.setSelectionRange(4, 4);

    // What main.tsx does: take, replace the markup with the app's own render, put back.
    const typed = takeTyped(container);
    const root = createRoot(container);
    flushSync(() => root.render(<Form />));
    restoreTyped(container, typed);

    const fields = Array.from(container.querySelectorAll<HTMLInputElement>("input, textarea"));
    expect(fields[0]!.value).toBe("ada@example.com");
    expect(fields[1]!.value).toBe("half a sentence");
    expect(fields[2]!.checked).toBe(true);
    expect(fields[3]!.value).toBe("");
    expect(container.querySelector("output")!.textContent).toBe("ada@example.com|half a sentence|true");
    expect(document.activeElement).toBe(fields[1]);
    expect(fields[1]!.selectionStart).toBe(4);
    root.unmount();
  });

  it("reaches the state of a page hydrated while it was typed (on screen, never seen by React)", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(<Form />);
    // Typed as hydration began: the text is in the field, React saw no input event for it.
    const email = container.querySelector<HTMLInputElement>("input[type=email]")!;
    email.value = "late@example.com";
    const root = await hydrated(container);
    expect(email.value).toBe("late@example.com");
    expect(container.querySelector("output")!.textContent).toBe("||false");

    carryTypedIntoHydrated(container);

    expect(email.value).toBe("late@example.com");
    expect(container.querySelector("output")!.textContent).toBe("late@example.com||false");
    carryTypedIntoHydrated(container);
    expect(container.querySelector("output")!.textContent).toBe("late@example.com||false");
    root.unmount();
  });

  it("carries nothing when nothing was typed, and nothing into a field of another kind", () => {
    const container = document.createElement("div");
    container.innerHTML = '<input type="text" value="as rendered" /><input type="text" />';
    (container.querySelectorAll("input")[1] as HTMLInputElement).value = "typed";
    const typed = takeTyped(container);
    expect(typed.fields).toEqual([{ index: 1, kind: "INPUT:text", value: "typed", checked: null }]);
    container.innerHTML = '<input type="text" /><input type="number" />';
    restoreTyped(container, typed);
    expect((container.querySelectorAll("input")[1] as HTMLInputElement).value).toBe("");
  });
});

async function hydrated(container: HTMLElement) {
  const root = hydrateRoot(container, <Form />);
  await new Promise((resolve) => setTimeout(resolve, 50));
  return root;
}
