import { useEffect, useRef, type RefObject } from "react";
import { pinchZoom } from "./zoom";

interface Pinch {
  startDistance: number;
  startZoom: number;
  zoom: number;
}

const distance = (points: Map<number, { x: number; y: number }>): number => {
  const [a, b] = [...points.values()];
  return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
};

/**
 * Two-finger pinch on a scrolling pane zooms the page it shows. While the fingers move the page
 * (`pageSelector` inside the pane) is scaled by CSS; when they lift, `onZoom` gets the final zoom so
 * the page is drawn again sharp at that size. One finger still scrolls (touch-action: pan-x pan-y
 * on the pane keeps the browser from zooming the whole app instead).
 */
export function usePinchZoom(paneRef: RefObject<HTMLElement | null>, pageSelector: string, zoom: number, onZoom: (zoom: number) => void): void {
  const latest = useRef({ zoom, onZoom });
  useEffect(() => {
    latest.current = { zoom, onZoom };
  });

  useEffect(() => {
    const pane = paneRef.current;
    if (!pane) return;
    const touches = new Map<number, { x: number; y: number }>();
    let pinch: Pinch | null = null;
    const page = () => pane.querySelector<HTMLElement>(pageSelector);

    const down = (e: PointerEvent) => {
      if (e.pointerType !== "touch") return;
      touches.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (touches.size === 2) pinch = { startDistance: distance(touches), startZoom: latest.current.zoom, zoom: latest.current.zoom };
    };
    const move = (e: PointerEvent) => {
      if (!touches.has(e.pointerId)) return;
      touches.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (!pinch || touches.size !== 2) return;
      pinch.zoom = pinchZoom(pinch.startZoom, pinch.startDistance, distance(touches));
      const el = page();
      if (el) {
        el.style.transformOrigin = "top center";
        el.style.transform = `scale(${pinch.zoom / pinch.startZoom})`;
      }
    };
    const up = (e: PointerEvent) => {
      if (!touches.delete(e.pointerId) || !pinch) return;
      const done = pinch;
      pinch = null;
      const el = page();
      if (el) el.style.transform = "";
      if (Math.abs(done.zoom - done.startZoom) > 0.01) latest.current.onZoom(done.zoom);
    };

    pane.addEventListener("pointerdown", down);
    pane.addEventListener("pointermove", move);
    pane.addEventListener("pointerup", up);
    pane.addEventListener("pointercancel", up);
    return () => {
      pane.removeEventListener("pointerdown", down);
      pane.removeEventListener("pointermove", move);
      pane.removeEventListener("pointerup", up);
      pane.removeEventListener("pointercancel", up);
    };
  }, [paneRef, pageSelector]);
}
