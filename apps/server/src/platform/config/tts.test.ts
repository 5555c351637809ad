import { describe, expect, it } from "vitest";
import { ConfigError } from "./env.ts";
import { readTtsConfig } from "./tts.ts";

describe("readTtsConfig", () => {
  it("uses only the local engines when nothing is set", () => {
    expect(readTtsConfig({ PATH: "/usr/bin" })).toEqual({ voiceThreads: 2 });
  });

  it("reads a provider with gendered voices, trimming the base URL", () => {
    const cfg = readTtsConfig({
      TTS_OPENAI_BASE_URL: "http://127.0.0.1:9/v1/",
      TTS_OPENAI_API_KEY: "k",
      TTS_OPENAI_VOICES: "shimmer:female, echo:male",
      TTS_OPENAI_LANGUAGES: "EN,pt-BR",
      TTS_VOICE_DIR: "/srv/voices",
    });
    expect(cfg.openai).toEqual({
      baseUrl: "http://127.0.0.1:9/v1",
      apiKey: "k",
      model: "tts-1",
      voices: [
        { name: "shimmer", gender: "female" },
        { name: "echo", gender: "male" },
      ],
      languages: ["en", "pt"],
      timeoutMs: 120_000,
    });
    expect(cfg.voiceDir).toBe("/srv/voices");
  });

  it("lists every bad value, naming the variable", () => {
    let err: unknown;
    try {
      readTtsConfig({ TTS_OPENAI_BASE_URL: "not a url", TTS_OPENAI_VOICES: "alloy", TTS_VOICE_THREADS: "many" });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const problems = (err as ConfigError).problems.join("\n");
    expect(problems).toContain('TTS_OPENAI_BASE_URL="not a url"');
    expect(problems).toMatch(/TTS_OPENAI_VOICES="alloy": must name at least two different voices/);
    expect(problems).toContain("TTS_VOICE_THREADS");
    expect(() => readTtsConfig({ TTS_OPENAI_VOICES: "a:robot,b" })).toThrow(/:female, :male or :neutral/);
  });
});
