import { afterEach, describe, expect, it } from "vitest";
import { record } from "rrweb";
import { RECORD_OPTIONS, scrubTextAttributes } from "./recording-options";

describe("what a session recording keeps", () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    document.body.innerHTML = "";
  });

  it("masks every input and blocks the viewer, keeping none of its attributes", () => {
    document.body.innerHTML = `
      <nav>Documents</nav>
      <label>Search <input value="my secret search"></label>
      <textarea>question about the contract</textarea>
      <article data-private><p>The answer quotes the confidential report</p></article>
      <a data-private href="/documents/1" title="Quarterly results.pdf">Quarterly results.pdf</a>
      <button aria-label="Actions for Quarterly results.pdf">⋮</button>
      <img alt="Quarterly results chart" src="/chart.png">
      <section data-private="block" aria-label="Viewer: Quarterly results.pdf"><p>Page one of the document</p></section>`;
    // happy-dom names DOMTokenList without defining it; rrweb's start-up polyfill reads its prototype.
    Object.assign(window, { DOMTokenList: document.body.classList.constructor });
    const events: unknown[] = [];
    stop = record({ ...RECORD_OPTIONS, emit: (e) => events.push(scrubTextAttributes(e)) });
    const recorded = JSON.stringify(events);
    // Inputs keep their length as asterisks; the viewer is an empty box. (Text nodes are checked in
    // e2e/recording-support.spec.ts: happy-dom does not give rrweb their text.)
    expect(recorded).toContain('"value":"****************"');
    expect(recorded).toMatch(/"tagName":"section","attributes":\{"rr_width":"[^"]*","rr_height":"[^"]*"\},"childNodes":\[\]/);
    for (const secret of ["my secret search", "question about the contract", "confidential report", "Quarterly results", "Page one"]) {
      expect(recorded).not.toContain(secret);
    }
  });
});

describe("attributes that carry words", () => {
  it("are masked in snapshots, added nodes and attribute changes; others are kept", () => {
    const snapshot = { type: 2, data: { node: { attributes: { class: "card", "aria-label": "Secret plans.pdf" }, childNodes: [{ attributes: { title: "Secret plans.pdf", href: "/documents/1" } }] } } };
    const mutation = { type: 3, data: { adds: [{ node: { attributes: { alt: "Secret chart" } } }], attributes: [{ id: 4, attributes: { "aria-label": "Rename Secret plans.pdf", "data-state": "open" } }] } };
    const out = JSON.stringify([scrubTextAttributes(snapshot), scrubTextAttributes(mutation)]);
    expect(out).not.toContain("Secret");
    expect(out).toContain('"aria-label":"****** *********"');
    expect(out).toContain('"href":"/documents/1"');
    expect(out).toContain('"data-state":"open"');
  });
});
