import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Podcast } from "@folio/contract";
import { formatClock, mp3FileName, nextPlaybackRate, PodcastGeneration, type GenerationDeps } from "./generation";

type Status = Pick<Podcast, "status" | "audio_file_url">;

function setup(responses: (Status | Error)[]) {
  const progress: number[] = [];
  const deps = {
    fetchPodcast: vi.fn(() => {
      const next = responses.length > 1 ? responses.shift() : responses[0];
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next as Status);
    }),
    refreshList: vi.fn(),
    toastSuccess: vi.fn(),
    toastError: vi.fn(),
    onProgress: vi.fn((p: number) => progress.push(p)),
    onSettled: vi.fn(),
  } satisfies GenerationDeps;
  const gen = new PodcastGeneration(deps);
  const last = () => progress.at(-1);
  return { gen, deps, last };
}

const working: Status = { status: "SPEAKING", audio_file_url: null };
const done: Status = { status: "COMPLETED", audio_file_url: "/api/podcasts/p1/audio" };

describe("PodcastGeneration", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("counts up by 1 every 300 ms and stops at 90 while the job works", async () => {
    const { gen, last } = setup([working]);
    gen.follow("p1");
    expect(last()).toBe(0);
    await vi.advanceTimersByTimeAsync(300);
    expect(last()).toBe(1);
    await vi.advanceTimersByTimeAsync(2_700);
    expect(last()).toBe(10);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(last()).toBe(90);
    expect(gen.running).toBe(true);
    gen.dispose();
  });

  it("polls every 5 s; on COMPLETED goes to 100, refreshes the list, shows the success toast and resets after 1 s", async () => {
    const { gen, deps, last } = setup([working, working, done]);
    gen.follow("p1");
    await vi.advanceTimersByTimeAsync(4_999);
    expect(deps.fetchPodcast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.fetchPodcast).toHaveBeenCalledTimes(1);
    expect(deps.fetchPodcast).toHaveBeenCalledWith("p1");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(deps.fetchPodcast).toHaveBeenCalledTimes(3);
    expect(last()).toBe(100);
    expect(deps.refreshList).toHaveBeenCalledTimes(1);
    expect(deps.toastSuccess).toHaveBeenCalledWith("Podcast Creation Successful");
    expect(deps.onSettled).toHaveBeenCalledWith("completed");
    await vi.advanceTimersByTimeAsync(999);
    expect(last()).toBe(100);
    await vi.advanceTimersByTimeAsync(1);
    expect(last()).toBe(0);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(deps.fetchPodcast).toHaveBeenCalledTimes(3);
  });

  it("on FAILED resets and shows the failure toast", async () => {
    const { gen, deps, last } = setup([working, { status: "FAILED", audio_file_url: null }]);
    gen.follow("p1");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(last()).toBe(0);
    expect(deps.toastError).toHaveBeenCalledWith("Podcast Creation Failed", undefined);
    expect(deps.refreshList).not.toHaveBeenCalled();
    expect(deps.onSettled).toHaveBeenCalledWith("failed");
  });

  it("retries a failing poll 3 times, then shows 'An error occurred' with the message", async () => {
    const { gen, deps, last } = setup([new Error("Folio could not be reached.")]);
    gen.follow("p1");
    await vi.advanceTimersByTimeAsync(15_000);
    expect(deps.fetchPodcast).toHaveBeenCalledTimes(3);
    expect(deps.toastError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(deps.fetchPodcast).toHaveBeenCalledTimes(4);
    expect(deps.toastError).toHaveBeenCalledWith("An error occurred", "Folio could not be reached.");
    expect(last()).toBe(0);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(deps.fetchPodcast).toHaveBeenCalledTimes(4);
  });

  it("a poll error without a message falls back to the spec's text; a success in between resets the count", async () => {
    const { gen, deps } = setup([new Error(""), new Error(""), working, new Error(""), new Error(""), new Error(""), new Error("")]);
    gen.follow("p1");
    await vi.advanceTimersByTimeAsync(30_000);
    expect(deps.toastError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(deps.toastError).toHaveBeenCalledWith("An error occurred", "Something went wrong. Please try again");
  });

  it("cancel stops polling and counting", async () => {
    const { gen, deps, last } = setup([working]);
    gen.follow("p1");
    await vi.advanceTimersByTimeAsync(5_000);
    gen.cancel();
    expect(last()).toBe(0);
    expect(deps.onSettled).toHaveBeenCalledWith("cancelled");
    await vi.advanceTimersByTimeAsync(30_000);
    expect(deps.fetchPodcast).toHaveBeenCalledTimes(1);
    expect(last()).toBe(0);
  });

  it("a start that fails shows the failure toast", () => {
    const { gen, deps } = setup([working]);
    gen.startFailed();
    expect(deps.toastError).toHaveBeenCalledWith("Podcast Creation Failed", undefined);
  });
});

describe("player helpers", () => {
  it("cycles the speed 1 → 1.5 → 2 → 1", () => {
    expect([1, 1.5, 2].map(nextPlaybackRate)).toEqual([1.5, 2, 1]);
  });
  it("formats times and file names", () => {
    expect(formatClock(0)).toBe("0:00");
    expect(formatClock(75.9)).toBe("1:15");
    expect(mp3FileName("Harbour towns: a/b?")).toBe("Harbour towns a b.mp3");
    expect(mp3FileName("  ")).toBe("podcast.mp3");
  });
});
