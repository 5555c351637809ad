import { describe, expect, it } from "vitest";
import { closeTour, completeGroup, groupForPage, loadTourState, parseTourState, saveTourState, shouldShowGroup, TOUR_STORAGE_KEY } from "./tour-state";

describe("tour state", () => {
  it("starts fresh when nothing or something malformed is stored", () => {
    for (const raw of [null, "", "not json", "42", "null", '{"used":"yes","stepsCompleted":"menu"}']) {
      const state = parseTourState(raw);
      expect(state.used).toBe(false);
      expect(state.stepsCompleted).toEqual([]);
      expect(state.id).not.toBe("");
    }
  });

  it("keeps id, used and the known completed groups", () => {
    const state = parseTourState(JSON.stringify({ id: "t1", used: true, stepsCompleted: ["menu", "bogus", "summarise"] }));
    expect(state).toEqual({ id: "t1", used: true, stepsCompleted: ["menu", "summarise"] });
  });

  it("picks the spec's group per page", () => {
    expect(groupForPage("/summarise/new", {})).toBe("summarise");
    expect(groupForPage("/conversations/abc", {})).toBe("chatWindow");
    expect(groupForPage("/conversations", { startChat: true })).toBe("conversation");
    expect(groupForPage("/conversations", {})).toBe("menu");
    for (const page of ["/documents", "/summarise", "/settings", "/billing", "/billing/upgrade"]) expect(groupForPage(page, {})).toBe("menu");
    expect(groupForPage("/podcast", {})).toBeNull();
    expect(groupForPage("/", {})).toBeNull();
  });

  it("marks groups completed one by one and closing stops every group", () => {
    let state = parseTourState(null);
    expect(shouldShowGroup(state, "menu", 1440)).toBe(true);
    state = completeGroup(state, "menu");
    expect(shouldShowGroup(state, "menu", 1440)).toBe(false);
    expect(shouldShowGroup(state, "summarise", 1440)).toBe(true);
    expect(completeGroup(state, "menu").stepsCompleted).toEqual(["menu"]);
    state = closeTour(state);
    expect(shouldShowGroup(state, "summarise", 1440)).toBe(false);
  });

  it("is off at 768 px and below", () => {
    const state = parseTourState(null);
    expect(shouldShowGroup(state, "menu", 768)).toBe(false);
    expect(shouldShowGroup(state, "menu", 769)).toBe(true);
  });

  it("round-trips through storage under the spec's key", () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    const state = completeGroup(parseTourState(null), "chatWindow");
    saveTourState(storage, state);
    expect(JSON.parse(store.get(TOUR_STORAGE_KEY) ?? "")).toEqual(state);
    expect(loadTourState(storage)).toEqual(state);
  });
});
