import { z } from "zod";
import { parseSection, type Env } from "./env.ts";
import { PODCAST_LANGUAGES, normaliseLanguage } from "./languages.ts";

const GENDERS = ["female", "male", "neutral"] as const;

/** `name` or `name:gender`; OpenAI's voice names say nothing about the voice, so the operator may. */
const providerVoice = z.string().transform((entry, ctx) => {
  const [name = "", gender = "neutral"] = entry.split(":").map((p) => p.trim());
  if (!name || !(GENDERS as readonly string[]).includes(gender)) {
    ctx.addIssue({ code: "custom", message: `"${entry}" must be a voice name, optionally followed by :female, :male or :neutral` });
    return z.NEVER;
  }
  return { name, gender: gender as (typeof GENDERS)[number] };
});

const list = (v: string) => v.split(",").map((s) => s.trim()).filter(Boolean);

const TtsEnvSchema = z.object({
  /** An OpenAI-compatible API root, e.g. https://api.openai.com/v1; Folio posts to `{base}/audio/speech`. */
  TTS_OPENAI_BASE_URL: z.url({ message: "must be a URL (an OpenAI-compatible API root such as https://api.openai.com/v1)" }).optional(),
  TTS_OPENAI_API_KEY: z.string().min(1).optional(),
  TTS_OPENAI_MODEL: z.string().min(1).default("tts-1"),
  /** At least two distinct voices, comma-separated: the two hosts. */
  TTS_OPENAI_VOICES: z
    .string()
    .default("nova:female,onyx:male")
    .transform(list)
    .pipe(z.array(providerVoice))
    .refine((vs) => new Set(vs.map((v) => v.name)).size >= 2, "must name at least two different voices (the two hosts)"),
  /** The provider's voices are multilingual; an operator whose provider is not can narrow this. */
  TTS_OPENAI_LANGUAGES: z
    .string()
    .default(PODCAST_LANGUAGES.join(","))
    .transform((v) => list(v).map(normaliseLanguage)),
  TTS_OPENAI_TIMEOUT_MS: z.coerce.number({ message: "must be a number" }).int().min(1000).default(120_000),
  /** A folder of sherpa-onnx voices (Piper/VITS or Kokoro folders), or one such folder. */
  TTS_VOICE_DIR: z.string().min(1).optional(),
  TTS_VOICE_THREADS: z.coerce.number({ message: "must be a number" }).int().min(1).max(16).default(2),
});

export interface TtsConfig {
  openai?: { baseUrl: string; apiKey?: string; model: string; voices: { name: string; gender: "female" | "male" | "neutral" }[]; languages: string[]; timeoutMs: number };
  voiceDir?: string;
  voiceThreads: number;
}

/** The text-to-speech settings (TTS_*); empty variables count as unset, every bad value is listed. */
export function readTtsConfig(env: Env): TtsConfig {
  const c = parseSection(TtsEnvSchema, env);
  return {
    ...(c.TTS_OPENAI_BASE_URL && {
      openai: {
        baseUrl: c.TTS_OPENAI_BASE_URL.replace(/\/+$/, ""),
        ...(c.TTS_OPENAI_API_KEY && { apiKey: c.TTS_OPENAI_API_KEY }),
        model: c.TTS_OPENAI_MODEL,
        voices: c.TTS_OPENAI_VOICES,
        languages: c.TTS_OPENAI_LANGUAGES,
        timeoutMs: c.TTS_OPENAI_TIMEOUT_MS,
      },
    }),
    ...(c.TTS_VOICE_DIR && { voiceDir: c.TTS_VOICE_DIR }),
    voiceThreads: c.TTS_VOICE_THREADS,
  };
}
