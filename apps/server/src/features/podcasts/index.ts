export { startPodcast, listPodcasts, getPodcast, deletePodcast, cancelPodcast, retryPodcast } from "./manage-podcasts.ts";
export { podcastAudio } from "./podcast-audio.ts";
export { makePodcastJob } from "./make-podcast.job.ts";
// Rendering a script to an episode, and the LOCAL script of a source: for the podcast benchmarks and
// the speech adapters' tests, which render with a real voice.
export { renderEpisode, type ScriptSegment } from "./audio/index.ts";
export { buildLocalScript } from "./script/local-script.ts";
