import { useEffect, useRef, useState } from "react";
import { Pause, Play, RotateCcw } from "lucide-react";
import type { Replayer } from "rrweb";
import type { RecordingEvent } from "@folio/contract";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/alert";
import { Spinner } from "@/components/ui/spinner";


/** rrweb's meta event (type 4) says the recorded window's size, to scale the replay into the page. */
function recordedSize(events: RecordingEvent[]): { width: number; height: number } {
  const meta = events.find((e) => e.type === 4) as { data?: { width?: number; height?: number } } | undefined;
  return { width: meta?.data?.width ?? 1440, height: meta?.data?.height ?? 900 };
}

function clock(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/**
 * Replays a recording with rrweb's Replayer, loaded with this page only (the operator's), scaled to
 * the width available. Masked text replays as asterisks and blocked parts as empty boxes.
 */
export function ReplayPlayer({ events }: { events: RecordingEvent[] }) {
  const frameRef = useRef<HTMLDivElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const replayer = useRef<Replayer | null>(null);
  const [state, setState] = useState<"loading" | "paused" | "playing" | "error">("loading");
  const [time, setTime] = useState({ current: 0, total: 0 });
  const [scale, setScale] = useState(1);
  const size = recordedSize(events);

  useEffect(() => {
    let cancelled = false;
    void Promise.all([import("rrweb"), import("rrweb/dist/style.css")])
      .then(([rrweb]) => {
        if (cancelled || !frameRef.current) return;
        const r = new rrweb.Replayer(events as ConstructorParameters<typeof Replayer>[0], { root: frameRef.current, skipInactive: true, mouseTail: false, showWarning: false });
        r.on("finish", () => setState("paused"));
        replayer.current = r;
        setTime({ current: 0, total: r.getMetaData().totalTime });
        setState("paused");
      })
      .catch(() => setState("error"));
    return () => {
      cancelled = true;
      replayer.current?.destroy();
      replayer.current = null;
    };
  }, [events]);

  useEffect(() => {
    if (state !== "playing") return;
    const timer = window.setInterval(() => setTime((t) => ({ ...t, current: replayer.current?.getCurrentTime() ?? t.current })), 250);
    return () => window.clearInterval(timer);
  }, [state]);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver(() => setScale(Math.min(1, box.getBoundingClientRect().width / size.width)));
    observer.observe(box);
    return () => observer.disconnect();
  }, [size.width]);

  const play = (from?: number) => {
    replayer.current?.play(from ?? replayer.current.getCurrentTime());
    setState("playing");
  };
  const pause = () => {
    replayer.current?.pause();
    setState("paused");
  };

  if (state === "error") return <Alert tone="error">The replayer could not be loaded. Reload the page to try again.</Alert>;
  return (
    <div className="grid grid-cols-1 gap-3">
      <div className="flex flex-wrap items-center gap-2">
        {state === "playing" ? (
          <Button variant="outline" size="sm" onClick={pause}>
            <Pause /> Pause
          </Button>
        ) : (
          <Button variant="outline" size="sm" disabled={state === "loading"} onClick={() => play(time.current >= time.total ? 0 : undefined)}>
            <Play /> Play
          </Button>
        )}
        <Button variant="ghost" size="sm" disabled={state === "loading"} onClick={() => play(0)}>
          <RotateCcw /> From the start
        </Button>
        <span className="text-sm text-muted-foreground tabular-nums" aria-live="off">
          {clock(time.current)} / {clock(time.total)}
        </span>
        {state === "loading" ? <Spinner label="Loading the replayer" /> : null}
      </div>
      {/* The replay keeps the recorded window's size, scaled down: positioned out of the flow and clipped, it never widens the page. */}
      <div ref={boxRef} className="relative overflow-hidden rounded-lg border bg-muted [contain:paint]" style={{ height: size.height * scale }}>
        <div
          ref={frameRef}
          aria-label="Replay of the recorded session"
          role="img"
          className="absolute top-0 left-0"
          style={{ width: size.width, height: size.height, transform: `scale(${scale})`, transformOrigin: "top left" }}
        />
      </div>
    </div>
  );
}
