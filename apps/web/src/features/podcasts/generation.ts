import type { Podcast } from "@folio/contract";

/** Spec point 4 and 9: the progress counter's step and cap, the polling period and retries. */
export const PROGRESS_STEP_MS = 300;
export const PROGRESS_CAP = 90;
export const POLL_MS = 5_000;
export const POLL_RETRIES = 3;
export const RESET_AFTER_MS = 1_000;

export const PODCAST_MESSAGES = {
  success: "Podcast Creation Successful",
  failed: "Podcast Creation Failed",
  pollError: "An error occurred",
  pollErrorFallback: "Something went wrong. Please try again",
  deleted: "Podcast deleted successfully",
  deleteFailed: "Error while deleting podcast, Please try again",
} as const;

export interface GenerationDeps {
  /** GET podcasts/{id}. */
  fetchPodcast(id: string): Promise<Pick<Podcast, "status" | "audio_file_url">>;
  /** The list of podcasts (for the conversation) is fetched again. */
  refreshList(): void;
  toastSuccess(title: string): void;
  toastError(title: string, description?: string): void;
  onProgress(progress: number): void;
  /** The job ended (COMPLETED, FAILED, an error or a cancel): the dialog may close. */
  onSettled?(outcome: "completed" | "failed" | "cancelled"): void;
}

/**
 * The client side of a podcast being made (spec point 4): a counter rises by 1 every 300 ms up to 90
 * while the job is polled every 5 s until COMPLETED or FAILED, a poll that fails being retried 3
 * times. COMPLETED: 100, the list refreshed, the success toast, back to 0 a second later. FAILED
 * or an error: back to 0 and the error toast. `cancel()` stops polling.
 */
export class PodcastGeneration {
  private progress = 0;
  private failures = 0;
  private ticker: ReturnType<typeof setInterval> | undefined;
  private poller: ReturnType<typeof setInterval> | undefined;
  private resetTimer: ReturnType<typeof setTimeout> | undefined;
  private polling = false;
  private active = false;

  constructor(private readonly deps: GenerationDeps) {}

  get running(): boolean {
    return this.active;
  }

  /** Follow the podcast `id` that POST background-podcasts returned. */
  follow(id: string): void {
    this.stopTimers();
    clearTimeout(this.resetTimer);
    this.active = true;
    this.failures = 0;
    this.set(0);
    this.ticker = setInterval(() => {
      if (this.progress < PROGRESS_CAP) this.set(this.progress + 1);
    }, PROGRESS_STEP_MS);
    this.poller = setInterval(() => void this.poll(id), POLL_MS);
  }

  /** The request that starts the job failed: nothing to follow. */
  startFailed(): void {
    this.fail(PODCAST_MESSAGES.failed);
  }

  cancel(): void {
    if (!this.active) return;
    this.stopTimers();
    this.active = false;
    this.set(0);
    this.deps.onSettled?.("cancelled");
  }

  dispose(): void {
    this.stopTimers();
    clearTimeout(this.resetTimer);
    this.active = false;
  }

  private async poll(id: string): Promise<void> {
    if (this.polling || !this.active) return;
    this.polling = true;
    try {
      const podcast = await this.deps.fetchPodcast(id);
      if (!this.active) return;
      this.failures = 0;
      if (podcast.status === "COMPLETED" && podcast.audio_file_url) this.complete();
      else if (podcast.status === "FAILED") this.fail(PODCAST_MESSAGES.failed);
    } catch (err) {
      if (!this.active) return;
      this.failures++;
      if (this.failures > POLL_RETRIES) {
        const message = err instanceof Error && err.message ? err.message : PODCAST_MESSAGES.pollErrorFallback;
        this.fail(PODCAST_MESSAGES.pollError, message);
      }
    } finally {
      this.polling = false;
    }
  }

  private complete(): void {
    this.stopTimers();
    this.active = false;
    this.set(100);
    this.deps.refreshList();
    this.deps.toastSuccess(PODCAST_MESSAGES.success);
    this.deps.onSettled?.("completed");
    this.resetTimer = setTimeout(() => this.set(0), RESET_AFTER_MS);
  }

  private fail(title: string, description?: string): void {
    this.stopTimers();
    this.active = false;
    this.set(0);
    this.deps.toastError(title, description);
    this.deps.onSettled?.("failed");
  }

  private set(progress: number): void {
    this.progress = progress;
    this.deps.onProgress(progress);
  }

  private stopTimers(): void {
    clearInterval(this.ticker);
    clearInterval(this.poller);
    this.ticker = undefined;
    this.poller = undefined;
  }
}

/** Spec point 4.6: 1 → 1.5 → 2 → 1. */
export function nextPlaybackRate(rate: number): number {
  return rate >= 2 ? 1 : rate + 0.5;
}

export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** The file name a download gets: the podcast's name, safe for every file system. */
export function mp3FileName(name: string): string {
  const printable = [...name].map((ch) => (ch.charCodeAt(0) < 32 ? " " : ch)).join("");
  const safe = printable.replace(/[\\/:*?"<>|]+/g, " ").replace(/\s+/g, " ").trim().slice(0, 120);
  return `${safe || "podcast"}.mp3`;
}
