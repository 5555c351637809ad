import { describe, expect, it } from "vitest";
import { createReconnector, isDroppedConnection, RECONNECT_DELAYS_MS } from "./reconnect";

/** A schedule run by hand: the delays asked for, and the pending run. */
function manualClock() {
  const delays: number[] = [];
  let pending: (() => void) | null = null;
  return {
    delays,
    schedule: (run: () => void, ms: number) => {
      delays.push(ms);
      pending = run;
      return () => (pending = null);
    },
    fire() {
      const run = pending;
      pending = null;
      run?.();
    },
    get pending() {
      return pending !== null;
    },
  };
}

describe("createReconnector", () => {
  it("resumes after each drop with growing delays, showing Reconnecting… until the answer settles", () => {
    const clock = manualClock();
    const states: boolean[] = [];
    let resumes = 0;
    const r = createReconnector((on) => states.push(on), clock.schedule);
    const resume = () => (resumes += 1);

    expect(r.dropped(resume)).toBe(true);
    // The SDK reports one drop twice (onError, then onFinish): still one attempt.
    expect(r.dropped(resume)).toBe(true);
    expect(clock.delays).toEqual([500]);
    clock.fire();
    expect(resumes).toBe(1);
    // The resume request fails too (the server is still away): the next one waits longer.
    r.dropped(resume);
    clock.fire();
    expect(clock.delays).toEqual([500, 1000]);
    expect(r.active).toBe(true);

    r.settled();
    expect(r.active).toBe(false);
    expect(states.at(-1)).toBe(false);
    // A later drop starts again from the first delay.
    r.dropped(resume);
    expect(clock.delays.at(-1)).toBe(500);
  });

  it("gives up after the last delay, so the error shows", () => {
    const clock = manualClock();
    const states: boolean[] = [];
    const r = createReconnector((on) => states.push(on), clock.schedule);
    const resume = () => {};
    RECONNECT_DELAYS_MS.forEach(() => {
      expect(r.dropped(resume)).toBe(true);
      clock.fire();
    });
    expect(r.dropped(resume)).toBe(false);
    expect(states.at(-1)).toBe(false);
    expect(clock.delays).toEqual([...RECONNECT_DELAYS_MS]);
  });

  it("cancels a scheduled resume when the view goes away", () => {
    const clock = manualClock();
    let resumes = 0;
    const r = createReconnector(() => {}, clock.schedule);
    const resume = () => (resumes += 1);
    r.dropped(resume);
    r.cancel();
    expect(clock.pending).toBe(false);
    expect(resumes).toBe(0);
  });
});

describe("isDroppedConnection", () => {
  it("tells a dropped connection from a refusal or a failed answer", () => {
    expect(isDroppedConnection(new TypeError("network error"))).toBe(true);
    expect(isDroppedConnection(new TypeError("Failed to fetch"))).toBe(true);
    expect(isDroppedConnection(new TypeError("Load failed"))).toBe(true);
    expect(isDroppedConnection(Object.assign(new Error("Bad gateway"), { statusCode: 502 }))).toBe(true);
    expect(isDroppedConnection(Object.assign(new Error('{"detail":"This answer could not be finished. Please ask again."}'), { statusCode: 404 }))).toBe(false);
    expect(isDroppedConnection(new Error("The model took too long to answer."))).toBe(false);
    expect(isDroppedConnection(new TypeError("Cannot read properties of undefined"))).toBe(false);
  });
});
