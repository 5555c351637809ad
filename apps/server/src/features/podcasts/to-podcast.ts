import type { Podcast, PodcastChapter } from "@folio/contract";
import type { Selectable } from "kysely";
import type { PodcastsTable } from "../../platform/db/schema.ts";

export type PodcastRow = Selectable<PodcastsTable>;

export function toPodcast(row: PodcastRow): Podcast {
  const completed = row.status === "COMPLETED" && row.audio_ref_id !== null;
  return {
    podcast_id: row.id,
    id: row.id,
    name: row.name,
    status: row.status,
    progress: row.progress,
    error: row.error,
    audio_file_url: completed ? `/api/podcasts/${row.id}/audio` : null,
    duration_s: completed ? row.duration_s : null,
    peaks: completed ? ((row.peaks ?? []) as number[]) : [],
    chapters: completed ? ((row.chapters ?? []) as PodcastChapter[]) : [],
    generate_from: { id: row.source_id, source: row.source },
    language: row.language,
    date_time: row.created_at.toISOString(),
  };
}
