import { useRef, type KeyboardEvent, type PointerEvent } from "react";
import { cn } from "@/lib/cn";
import { focusRing } from "./ui/focus-ring";

/** The narrowest a resizable side pane gets, and what it always leaves to the column beside it. */
export const PANE_MIN_WIDTH = 320;
export const PANE_LEAVES_WIDTH = 360;
/** Arrow keys move the edge by this much (Shift: three times as far). */
const KEY_STEP = 32;

/** A pane's width kept between its minimum and what leaves the other column room, in a container this wide. */
export function clampPaneWidth(width: number, containerWidth: number): number {
  const max = Math.max(PANE_MIN_WIDTH, containerWidth - PANE_LEAVES_WIDTH);
  return Math.round(Math.min(Math.max(width, PANE_MIN_WIDTH), max));
}

interface PaneResizerProps {
  /** Names what is resized ("Resize the source pane"). */
  label: string;
  /** The pane's width now, in pixels. */
  width: number;
  /** The width of what the pane and its neighbour share. */
  containerWidth: () => number;
  onResize: (width: number) => void;
  className?: string;
}

/**
 * The draggable left edge of a right-hand pane: a focusable separator (WAI-ARIA window splitter)
 * that Left and Right arrows move (Shift for larger steps), Home and End take to the narrowest and
 * widest, and the pointer drags.
 */
export function PaneResizer({ label, width, containerWidth, onResize, className }: PaneResizerProps) {
  const drag = useRef<{ startX: number; startWidth: number } | null>(null);
  const total = containerWidth();
  const resize = (next: number) => onResize(clampPaneWidth(next, containerWidth()));

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.shiftKey ? KEY_STEP * 3 : KEY_STEP;
    const moves: Record<string, number> = { ArrowLeft: width + step, ArrowRight: width - step, Home: PANE_MIN_WIDTH, End: Number.POSITIVE_INFINITY };
    const next = moves[e.key];
    if (next === undefined) return;
    e.preventDefault();
    // The viewer beside it moves between pages with the arrows: the edge keeps them.
    e.stopPropagation();
    resize(next);
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { startX: e.clientX, startWidth: width };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current) resize(drag.current.startWidth + drag.current.startX - e.clientX);
  };
  const endDrag = () => {
    drag.current = null;
  };

  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuemin={PANE_MIN_WIDTH}
      aria-valuemax={Math.max(PANE_MIN_WIDTH, total - PANE_LEAVES_WIDTH)}
      aria-valuenow={width}
      aria-valuetext={`${width} pixels wide`}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      className={cn(
        "group flex w-3 cursor-col-resize touch-none items-center justify-center bg-transparent hover:bg-primary-soft",
        focusRing,
        className,
      )}
    >
      <span aria-hidden="true" className="h-10 w-1 rounded-full bg-border group-hover:bg-primary group-focus-visible:bg-primary" />
    </div>
  );
}
