/** The ten languages Folio chats and podcasts in, as ISO 639-1 codes (the podcast voices and TTS_OPENAI_LANGUAGES name them so). */
export const PODCAST_LANGUAGES = ["en", "zh", "ja", "es", "de", "fr", "ko", "pt", "ar", "it"] as const;
export type PodcastLanguage = (typeof PODCAST_LANGUAGES)[number];

/** Accepts the contract's upper-case codes ("EN") and regional tags ("pt-BR", "en_US"). */
export function normaliseLanguage(language: string): string {
  return language.trim().toLowerCase().split(/[-_]/)[0] ?? "";
}
