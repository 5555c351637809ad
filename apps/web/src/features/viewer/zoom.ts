/** The zoom buttons' steps; 1 fits the page to the pane's width. Pinching zooms anywhere between the ends. */
export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 3;
export const ZOOMS = [MIN_ZOOM, 0.75, 1, 1.25, 1.5, 2, MAX_ZOOM] as const;

export function clampZoom(zoom: number): number {
  return Math.min(Math.max(zoom, MIN_ZOOM), MAX_ZOOM);
}

/** The next step in or out from any zoom (a pinch leaves it between steps). */
export function stepZoom(zoom: number, direction: "in" | "out"): number {
  const next = direction === "in" ? ZOOMS.find((z) => z > zoom + 0.001) : ZOOMS.findLast((z) => z < zoom - 0.001);
  return next ?? zoom;
}

/** The zoom a pinch reaches: the starting zoom times how far the fingers spread (or closed). */
export function pinchZoom(startZoom: number, startDistance: number, distance: number): number {
  if (startDistance <= 0) return startZoom;
  return clampZoom(startZoom * (distance / startDistance));
}
