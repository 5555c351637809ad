import { describe, expect, it } from "vitest";
import { nextLauncherScroll, SCROLL_SLACK_PX, type LauncherScroll } from "./use-launcher-aside";

const MAX_Y = 3000;
const scrollThrough = (ys: number[], from: LauncherScroll = { aside: false, fromY: 0 }) => ys.reduce((state, y) => nextLauncherScroll(state, y, MAX_Y), from);

describe("nextLauncherScroll", () => {
  it("steps aside while the page scrolls down, in small steps too, and comes back on the way up", () => {
    const down = scrollThrough([5, 10, 15, 20, 25, 30]);
    expect(down.aside).toBe(true);
    expect(scrollThrough([600, 590, 560], down).aside).toBe(false);
  });

  it("ignores a finger's jitter either way", () => {
    expect(scrollThrough([SCROLL_SLACK_PX - 1]).aside).toBe(false);
    const aside = scrollThrough([400]);
    expect(scrollThrough([400 - SCROLL_SLACK_PX + 1, 400], aside).aside).toBe(true);
  });

  it("is back at the end of the page, where the page leaves it room, even scrolling down", () => {
    expect(scrollThrough([1000, 2000, MAX_Y]).aside).toBe(false);
    // A page that does not scroll at all.
    expect(nextLauncherScroll({ aside: true, fromY: 0 }, 0, 0).aside).toBe(false);
  });
});
