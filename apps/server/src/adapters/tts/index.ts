/** Offline and provider text-to-speech: every engine Folio can speak with, and the choice of two podcast hosts. */
export type { EngineName, TtsEngine, Voice } from "./types.ts";
export { createTtsRegistry, NoVoiceError, type TtsRegistry } from "./registry.ts";
export { PODCAST_LANGUAGES, normaliseLanguage, type PodcastLanguage } from "../../platform/config.ts";
export { ProviderTtsError } from "./openai.ts";
export { isAbortError } from "./run-process.ts";
