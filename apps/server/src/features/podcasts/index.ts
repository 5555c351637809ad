export { startPodcast, listPodcasts, getPodcast, deletePodcast, cancelPodcast, retryPodcast } from "./manage-podcasts.ts";
export { podcastAudio } from "./podcast-audio.ts";
export { makePodcastJob } from "./make-podcast.job.ts";
