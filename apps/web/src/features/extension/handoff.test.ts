import { describe, expect, it } from "vitest";
import { HANDOFF, isBridgeMessage, validState } from "./handoff";

const state = "0f8fad5b-d9cb-469f-a165-70867728950e";
const self = { origin: "http://localhost:3000", window: {} };

describe("extension handoff", () => {
  it("accepts only a UUID state", () => {
    expect(validState(state)).toBe(state);
    for (const bad of [undefined, "", "abc", `${state}x`, 42, "<script>"]) expect(validState(bad)).toBeUndefined();
  });

  it("trusts a bridge message only from this window, this origin and this state", () => {
    const ok = { data: { type: HANDOFF.ready, state }, origin: self.origin, source: self.window as MessageEventSource };
    expect(isBridgeMessage(ok, HANDOFF.ready, state, self)).toBe(true);
    expect(isBridgeMessage({ ...ok, origin: "https://evil.example" }, HANDOFF.ready, state, self)).toBe(false);
    expect(isBridgeMessage({ ...ok, source: null }, HANDOFF.ready, state, self)).toBe(false);
    expect(isBridgeMessage({ ...ok, data: { type: HANDOFF.ready, state: "other" } }, HANDOFF.ready, state, self)).toBe(false);
    expect(isBridgeMessage({ ...ok, data: "folio-extension-ready" }, HANDOFF.ready, state, self)).toBe(false);
  });
});
