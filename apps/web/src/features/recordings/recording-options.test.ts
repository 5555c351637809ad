import { afterEach, describe, expect, it } from "vitest";
import { record } from "rrweb";
import { RECORD_OPTIONS } from "./recording-options";

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
      <a data-private href="/documents/1">Quarterly results.pdf</a>
      <section data-private="block" aria-label="Viewer: Quarterly results.pdf"><p>Page one of the document</p></section>`;
    // happy-dom names DOMTokenList without defining it; rrweb's start-up polyfill reads its prototype.
    Object.assign(window, { DOMTokenList: document.body.classList.constructor });
    const events: unknown[] = [];
    stop = record({ ...RECORD_OPTIONS, emit: (e) => events.push(e) });
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
