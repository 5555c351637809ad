import { useEffect, useState } from "react";

/** Scrolls shorter than this (pixels, added up) change nothing: a finger resting on the screen moves the page a little. */
export const SCROLL_SLACK_PX = 24;

export interface LauncherScroll {
  /** Whether the launcher is out of the way. */
  aside: boolean;
  /** Where the page was when `aside` was last decided. */
  fromY: number;
}

/**
 * The help launcher after the page scrolled to `y` (of `maxY`): out of the way while the reader
 * scrolls down, through the text it would cover, back as soon as they scroll up, and always back at
 * the end of the page, where every page leaves room for it (SupportWidget's spacer).
 */
export function nextLauncherScroll(state: LauncherScroll, y: number, maxY: number): LauncherScroll {
  if (y >= maxY - 1) return { aside: false, fromY: y };
  const moved = y - state.fromY;
  if (Math.abs(moved) < SCROLL_SLACK_PX) return state;
  return { aside: moved > 0, fromY: y };
}

/** Whether the launcher should step aside, following the window's scrolling (see nextLauncherScroll). */
export function useLauncherAside(): boolean {
  const [aside, setAside] = useState(false);
  useEffect(() => {
    let state: LauncherScroll = { aside: false, fromY: window.scrollY };
    const onScroll = () => {
      state = nextLauncherScroll(state, window.scrollY, document.documentElement.scrollHeight - window.innerHeight);
      setAside(state.aside);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return aside;
}
