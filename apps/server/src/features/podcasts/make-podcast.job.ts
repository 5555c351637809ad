import { createReadStream } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import { z } from "zod";
import { NoVoiceError, type Voice } from "../../adapters/tts/index.ts";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../platform/errors.ts";
import { addBlobRef, releaseBlobRefs } from "../../platform/blobs/blob-refs.ts";
import { defineTrackedJob, JobCancelled } from "../../platform/queue/tracked-job.ts";
import { renderEpisode } from "./audio/index.ts";
import { loadSource } from "./load-source.ts";
import { PODCAST_JOB, podcastRecord } from "./podcast-state.ts";
import { writeScript } from "./script/write-script.ts";
import { ttsRegistry } from "./tts.ts";

const RETRY_LIMIT = 2;
const FAILED_MESSAGE = "The podcast could not be made. Try again.";

/**
 * Make one podcast: read the source, write the two-host script, speak it, store the MP3. Idempotent:
 * a re-run after a crash starts over in a fresh folder, and the audio becomes visible together with
 * the COMPLETED status in one transaction. A cancel (or delete) stops it and leaves no files; a failure
 * with a reason for people (an AppError, no voice) ends it FAILED at once, anything else is tried again.
 */
export function makePodcastJob(deps: AppDeps) {
  return defineTrackedJob({
    name: PODCAST_JOB,
    payload: z.object({ podcastId: z.string() }),
    retryLimit: RETRY_LIMIT,
    expireInSeconds: 60 * 60,
    concurrency: 1,
    log: deps.log,
    cancelCheckMs: 1000,
    progressEveryMs: 500,
    failedMessage: FAILED_MESSAGE,
    finalFailure: (err) => (err instanceof AppError ? err.detail : err instanceof NoVoiceError ? err.message : undefined),
    record: ({ podcastId }) => podcastRecord(deps, podcastId),
    work: async (row, job) => {
      const podcastsTmp = path.join(deps.config.DATA_DIR, "tmp", "podcasts");
      await removeStaleWork(podcastsTmp, row.id);
      const workDir = path.join(podcastsTmp, `${row.id}-${job.retryCount}`);
      const outMp3Path = path.join(workDir, "episode.mp3");
      try {
        const source = await loadSource(deps, row.user_id, row.source, row.source_id, row.name, row.language);
        const registry = await ttsRegistry(deps);
        const { hosts, language } = pickHosts(registry.pickHosts.bind(registry), source.language);
        const segments = await writeScript(deps, { ...source, language }, job.signal);
        job.signal.throwIfAborted();
        await job.update({ status: "SPEAKING", progress: 10, script: JSON.stringify(segments) });

        const episode = await renderEpisode({
          segments,
          language,
          hosts,
          engines: registry.engines,
          workDir,
          outMp3Path,
          title: row.name,
          signal: job.signal,
          onProgress: (done, total) => job.progress({ progress: 10 + Math.round((85 * done) / total) }),
        });
        const stored = await deps.blobs.put(createReadStream(outMp3Path));
        job.signal.throwIfAborted();
        const oldAudio = row.audio_ref_id;
        const finished = await deps.db.transaction().execute(async (trx) => {
          const audioRefId = await addBlobRef(trx, { userId: row.user_id, hash: stored.hash, kind: "podcast-audio", contentType: "audio/mpeg", size: stored.size });
          const done = await trx
            .updateTable("podcasts")
            .set({
              status: "COMPLETED",
              progress: 100,
              error: null,
              audio_ref_id: audioRefId,
              duration_s: episode.durationS,
              peaks: JSON.stringify(episode.peaks),
              chapters: JSON.stringify(episode.chapters.map((c) => ({ title: c.title, start_s: c.start_s, doc_id: c.docId, locator: c.locator }))),
              language,
              updated_at: sql<Date>`now()`,
            })
            .where("id", "=", row.id)
            .where("status", "not in", ["COMPLETED", "FAILED"])
            .executeTakeFirst();
          if (Number(done.numUpdatedRows) === 0) throw new JobCancelled();
          return audioRefId;
        });
        if (oldAudio && oldAudio !== finished) await releaseBlobRefs(deps.db, deps.blobs, [oldAudio]);
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    },
  });
}

/** The source's language when two voices speak it, else English (every install has English voices). */
function pickHosts(pick: (language: string) => [Voice, Voice], language: string): { hosts: [Voice, Voice]; language: string } {
  try {
    const hosts = pick(language);
    return { hosts, language: hosts[0].language };
  } catch (err) {
    if (!(err instanceof NoVoiceError)) throw err;
    return { hosts: pick("en"), language: "en" };
  }
}

/** A crashed attempt (a killed process cleans nothing up) left its folder behind: the new attempt removes it. */
async function removeStaleWork(dir: string, podcastId: string): Promise<void> {
  const entries = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(entries.filter((e) => e.startsWith(`${podcastId}-`)).map((e) => rm(path.join(dir, e), { recursive: true, force: true })));
}
