import { afterEach, describe, expect, it } from "vitest";
import { resetAnalytics, visitorId, VISITOR_ID_KEY } from "./visitor-id";

afterEach(() => localStorage.clear());

describe("the browser's analytics id", () => {
  it("is made once and kept, in the contract's shape", () => {
    const id = visitorId();
    expect(id).toMatch(/^[a-f0-9]{32}$/);
    expect(visitorId()).toBe(id);
    expect(localStorage.getItem(VISITOR_ID_KEY)).toBe(id);
  });
  it("is forgotten by a reset (logout, withdrawn consent): the next visit is a new visitor", () => {
    const before = visitorId();
    resetAnalytics();
    expect(localStorage.getItem(VISITOR_ID_KEY)).toBeNull();
    expect(visitorId()).not.toBe(before);
  });
});
