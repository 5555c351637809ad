import { useEffect, useRef, useState } from "react";
import { BookOpen, Download, Pause, Play } from "lucide-react";
import type { Podcast, PodcastChapter } from "@folio/contract";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorDetail } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { fetchAudio } from "../api";
import { formatClock, mp3FileName, nextPlaybackRate } from "../generation";
import { Waveform } from "./waveform";

interface PodcastPlayerProps {
  podcast: Podcast;
  /** A chapter's "open" asks for its page in the document viewer. */
  onOpenChapter(chapter: PodcastChapter): void;
}

/**
 * The spec's podcast player: waveform (50 × 178) that seeks, play/pause, speed cycling 1 → 1.5 →
 * 2 → 1, chapters that jump in the episode and open their page, and download as `<name>.mp3`.
 * The audio is fetched with the session once, on the first play or download.
 */
export function PodcastPlayer({ podcast, onOpenChapter }: PodcastPlayerProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [rate, setRate] = useState(1);
  const [time, setTime] = useState(0);
  const duration = podcast.duration_s ?? 0;

  useEffect(() => () => {
    if (src) URL.revokeObjectURL(src);
  }, [src]);

  async function ensureSource(): Promise<string | null> {
    if (src) return src;
    if (!podcast.audio_file_url) return null;
    setLoading(true);
    try {
      const url = URL.createObjectURL(await fetchAudio(podcast.audio_file_url));
      setSrc(url);
      const audio = audioRef.current;
      if (audio) {
        audio.src = url;
        audio.playbackRate = rate;
      }
      return url;
    } catch (err) {
      toast.error(errorDetail(err));
      return null;
    } finally {
      setLoading(false);
    }
  }

  async function play(at?: number) {
    const audio = audioRef.current;
    if (!audio || !(await ensureSource())) return;
    if (at !== undefined) audio.currentTime = at;
    audio.playbackRate = rate;
    await audio.play().catch((err: unknown) => console.warn("podcast playback failed", err));
  }

  function toggle() {
    const audio = audioRef.current;
    if (audio && !audio.paused) audio.pause();
    else void play();
  }

  function cycleRate() {
    const next = nextPlaybackRate(rate);
    setRate(next);
    if (audioRef.current) audioRef.current.playbackRate = next;
  }

  function seek(fraction: number) {
    const at = fraction * duration;
    setTime(at);
    const audio = audioRef.current;
    if (audio && src) audio.currentTime = at;
    else void play(at);
  }

  async function download() {
    try {
      const url = src ?? (podcast.audio_file_url ? URL.createObjectURL(await fetchAudio(podcast.audio_file_url)) : null);
      if (!url) return;
      const a = document.createElement("a");
      a.href = url;
      a.download = mp3FileName(podcast.name);
      document.body.append(a);
      a.click();
      a.remove();
      if (url !== src) setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (err) {
      // The spec: a failed download is only logged.
      console.error("podcast download failed", err);
    }
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button size="icon" variant="primary" className="rounded-full" onClick={toggle} aria-label={playing ? "Pause" : "Play"} disabled={loading}>
          {loading ? <Spinner /> : playing ? <Pause /> : <Play />}
        </Button>
        <Waveform peaks={podcast.peaks} played={duration ? time / duration : 0} duration={duration} onSeek={seek} />
        <span className="text-sm tabular-nums text-muted-foreground" aria-label="Time">
          {formatClock(time)} / {formatClock(duration)}
        </span>
        <div className="flex gap-1">
          <Button variant="outline" size="sm" onClick={cycleRate} aria-label={`Playback speed ${rate}x`} className="w-14 tabular-nums">
            {rate}x
          </Button>
          <Button variant="ghost" size="icon-sm" onClick={() => void download()} aria-label={`Download ${mp3FileName(podcast.name)}`}>
            <Download />
          </Button>
        </div>
      </div>
      {podcast.chapters.length > 0 && (
        <ol className="grid grid-cols-[minmax(0,1fr)] gap-1 text-sm" aria-label="Chapters">
          {podcast.chapters.map((ch, i) => (
            <li key={`${ch.start_s}-${i}`} className="flex min-w-0 items-center gap-2">
              <button
                type="button"
                className="flex min-w-0 flex-1 items-center gap-2 rounded px-1 py-0.5 text-left hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                onClick={() => void play(ch.start_s)}
                aria-label={`Play from ${ch.title} (${formatClock(ch.start_s)})`}
              >
                <span className="w-10 shrink-0 tabular-nums text-muted-foreground">{formatClock(ch.start_s)}</span>
                <span className="truncate">{ch.title}</span>
              </button>
              <Button variant="ghost" size="sm" onClick={() => onOpenChapter(ch)} aria-label={`Open ${ch.locator.label} in the document`}>
                <BookOpen /> <span className="hidden sm:inline">Open</span>
              </Button>
            </li>
          ))}
        </ol>
      )}
      <audio
        ref={audioRef}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onRateChange={(e) => setRate(e.currentTarget.playbackRate)}
        data-testid="podcast-audio"
      />
    </div>
  );
}
