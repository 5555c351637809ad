import { z } from "zod";
import { taggedRoutes } from "./route.ts";
import { IdParam, pageQuery } from "./common.ts";
import { Locator } from "./locator.ts";

export const PODCAST_SOURCES = ["CONVERSATION", "DOCUMENT", "FOLDER"] as const;
export const PodcastSource = z.enum(PODCAST_SOURCES);
export type PodcastSource = z.infer<typeof PodcastSource>;

/** COMPLETED and FAILED are final; every other word means the job is still at work (spec point 4). */
export const PODCAST_STATUSES = ["QUEUED", "WRITING", "SPEAKING", "COMPLETED", "FAILED"] as const;
export const PodcastStatus = z.enum(PODCAST_STATUSES);
export type PodcastStatus = z.infer<typeof PodcastStatus>;

export const PODCAST_PAGE_SIZE = 20;
/** The player's waveform: this many peaks, drawn 178 wide and 50 high (spec point 2). */
export const PODCAST_PEAK_COUNT = 178;

export const PODCAST_CANCELLED = "The podcast was cancelled.";

export const PodcastChapter = z.object({
  title: z.string(),
  start_s: z.number(),
  doc_id: z.string(),
  locator: Locator,
});
export type PodcastChapter = z.infer<typeof PodcastChapter>;

export const Podcast = z.object({
  podcast_id: z.string(),
  id: z.string(),
  name: z.string(),
  status: PodcastStatus,
  progress: z.number().int().min(0).max(100),
  /** A human message when FAILED. */
  error: z.string().nullable(),
  /** Relative to the origin; serves audio/mpeg with range requests. Null until COMPLETED. */
  audio_file_url: z.string().nullable(),
  duration_s: z.number().nullable(),
  /** 0..1 values for the waveform, empty until COMPLETED. */
  peaks: z.array(z.number()),
  chapters: z.array(PodcastChapter),
  generate_from: z.object({ id: z.string(), source: PodcastSource }),
  language: z.string(),
  date_time: z.string(),
});
export type Podcast = z.infer<typeof Podcast>;

export const StartPodcastBody = z.object({
  generate_from: z.object({ id: z.string().trim().min(1).max(200), source: PodcastSource }),
});

export const PodcastListQuery = pageQuery(PODCAST_PAGE_SIZE).extend({
  id: z.string().max(200).optional().describe("Only podcasts generated from this conversation, document or folder id"),
  conversation: z.string().max(200).optional().describe("Only podcasts generated from this conversation"),
});

export const PodcastPage = z.object({ podcasts: z.array(Podcast), nextPage: z.number().int().nullable() });
export type PodcastPage = z.infer<typeof PodcastPage>;

const route = taggedRoutes("Podcasts");

export const podcastRoutes = {
  start: route("post", "/api/background-podcasts", "user", "Start a two-host podcast from a conversation, a document or a folder; it is made in the background.", { body: StartPodcastBody, success: { status: 202, schema: z.object({ podcast_id: z.string() }) }, errors: [400, 401, 404, 409, 422] }),
  list: route("get", "/api/podcasts", "user", "The user's podcasts, newest first, in pages of 20; nextPage is null on the last page.", { query: PodcastListQuery, success: { status: 200, schema: PodcastPage }, errors: [401, 422] }),
  get: route("get", "/api/podcasts/:id", "user", "One podcast with its status, progress and, once COMPLETED, its audio, duration, waveform and chapters.", { params: IdParam, success: { status: 200, schema: Podcast }, errors: [401, 404] }),
  remove: route("delete", "/api/podcasts/:id", "user", "Delete a podcast (stopping it if it is still being made) and its audio.", { params: IdParam, success: { status: 204, schema: null }, errors: [401, 404] }),
  cancel: route("post", "/api/podcasts/:id/cancel", "user", "Stop making a podcast; it becomes FAILED and can be retried.", { params: IdParam, success: { status: 200, schema: Podcast }, errors: [401, 404, 409] }),
  retry: route("post", "/api/podcasts/:id/retry", "user", "Make a FAILED podcast again.", { params: IdParam, success: { status: 202, schema: Podcast }, errors: [401, 404, 409] }),
  audio: route("get", "/api/podcasts/:id/audio", "user", "The episode's MP3 (audio/mpeg); honours Range requests.", { params: IdParam, success: { status: 200, schema: null, contentType: "audio/mpeg" }, errors: [401, 404, 409, 416] }),
} as const;
