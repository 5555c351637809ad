import { writeFile } from "node:fs/promises";
import type { TtsConfig } from "../../platform/config.ts";
import { cleanForSpeech } from "./text.ts";
import type { TtsEngine, Voice } from "./types.ts";

/** OpenAI's documented limit for one `input`; the audio pipeline splits turns well below it. */
const MAX_INPUT_CHARS = 4096;

export class ProviderTtsError extends Error {
  override name = "ProviderTtsError";
}

/** A configured provider's speech endpoint: `POST {base}/audio/speech`, asking for WAV so the pipeline needs no MP3 decoder. */
export function createOpenAiEngine(cfg: NonNullable<TtsConfig["openai"]>): TtsEngine {
  const voices: Voice[] = cfg.languages.flatMap((language) =>
    cfg.voices.map((v) => ({
      id: `openai:${language}:${v.name}`,
      engine: "openai" as const,
      language,
      gender: v.gender,
      label: `${cfg.model} ${v.name} (provider)`,
    })),
  );
  return {
    name: "openai",
    voices: () => voices,
    async synthesize(text, voice, outWavPath, signal) {
      const name = voice.id.split(":").slice(2).join(":");
      if (!voices.some((v) => v.id === voice.id)) throw new ProviderTtsError(`the provider has no voice ${voice.id}`);
      const input = cleanForSpeech(text);
      if (input.length > MAX_INPUT_CHARS) throw new ProviderTtsError(`text of ${input.length} characters is over the provider's ${MAX_INPUT_CHARS}`);
      const timeout = AbortSignal.timeout(cfg.timeoutMs);
      const res = await fetch(`${cfg.baseUrl}/audio/speech`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(cfg.apiKey && { authorization: `Bearer ${cfg.apiKey}` }) },
        body: JSON.stringify({ model: cfg.model, voice: name, input, response_format: "wav" }),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      }).catch((err: unknown) => {
        if (signal?.aborted) throw err;
        if (timeout.aborted) throw new ProviderTtsError(`the speech provider did not answer within ${cfg.timeoutMs} ms`);
        throw new ProviderTtsError(`the speech provider could not be reached: ${(err as Error).message}`, { cause: err });
      });
      const body = Buffer.from(await res.arrayBuffer());
      if (!res.ok) throw new ProviderTtsError(`the speech provider answered ${res.status}: ${body.toString("utf8").slice(0, 300)}`);
      if (body.toString("ascii", 0, 4) !== "RIFF") throw new ProviderTtsError(`the speech provider did not return WAV audio (content-type ${res.headers.get("content-type") ?? "none"})`);
      await writeFile(outWavPath, body);
    },
  };
}
