import type { KeyboardEvent, MouseEvent } from "react";
import { formatClock } from "../generation";

export const WAVEFORM_WIDTH = 178;
export const WAVEFORM_HEIGHT = 50;

interface WaveformProps {
  peaks: number[];
  /** 0..1 of the episode already played. */
  played: number;
  duration: number;
  onSeek(fraction: number): void;
}

/** The spec's waveform, 178 wide and 50 high: one bar per peak, the played part in the primary colour. */
export function Waveform({ peaks, played, duration, onSeek }: WaveformProps) {
  const bars = peaks.length > 0 ? peaks : new Array<number>(WAVEFORM_WIDTH).fill(0.05);
  const step = WAVEFORM_WIDTH / bars.length;
  const seek = (e: MouseEvent<SVGSVGElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    onSeek(Math.min(1, Math.max(0, (e.clientX - box.left) / box.width)));
  };
  const keys = (e: KeyboardEvent<SVGSVGElement>) => {
    const by = e.key === "ArrowRight" ? 0.05 : e.key === "ArrowLeft" ? -0.05 : null;
    if (by === null) return;
    e.preventDefault();
    onSeek(Math.min(1, Math.max(0, played + by)));
  };
  return (
    <svg
      width={WAVEFORM_WIDTH}
      height={WAVEFORM_HEIGHT}
      viewBox={`0 0 ${WAVEFORM_WIDTH} ${WAVEFORM_HEIGHT}`}
      role="slider"
      tabIndex={0}
      aria-label="Seek"
      aria-valuemin={0}
      aria-valuemax={Math.round(duration)}
      aria-valuenow={Math.round(played * duration)}
      aria-valuetext={`${formatClock(played * duration)} of ${formatClock(duration)}`}
      className="shrink-0 cursor-pointer rounded focus-visible:outline-2 focus-visible:outline-ring"
      onClick={seek}
      onKeyDown={keys}
      data-testid="podcast-waveform"
    >
      {bars.map((p, i) => {
        // Speech normalised for loudness sits near the top; a power curve keeps its rises and falls visible.
        const h = Math.max(2, p ** 2 * (WAVEFORM_HEIGHT - 4));
        return (
          <rect
            key={i}
            x={i * step}
            y={(WAVEFORM_HEIGHT - h) / 2}
            width={Math.max(0.6, step * 0.7)}
            height={h}
            className={(i + 0.5) / bars.length <= played ? "fill-primary" : "fill-muted-foreground/40"}
          />
        );
      })}
    </svg>
  );
}
