import { describe, expect, it } from "vitest";
import { createTtsRegistry, NoVoiceError } from "./registry.ts";
import { PODCAST_LANGUAGES } from "../../platform/config.ts";

describe("createTtsRegistry", () => {
  it("gives every one of the ten languages two distinct hosts from the installed engines", async () => {
    const registry = await createTtsRegistry({ voiceThreads: 1 });
    expect(registry.problems).toEqual([]);
    expect(registry.engines.map((e) => e.name)).toEqual(["festival", "flite", "espeak-ng"]);
    for (const language of PODCAST_LANGUAGES) {
      const [a, b] = registry.pickHosts(language);
      expect(a.id).not.toBe(b.id);
      expect(a.language).toBe(language);
      expect(b.language).toBe(language);
      expect([a.gender, b.gender].sort()).toEqual(["female", "male"]);
    }
  });

  it("picks the best English pair: festival's HTS voice and flite's rms", async () => {
    const registry = await createTtsRegistry({ voiceThreads: 1 });
    expect(registry.pickHosts("EN").map((v) => v.id)).toEqual(["festival:cmu_us_slt_arctic_hts", "flite:rms"]);
    expect(registry.pickHosts("zh-CN").map((v) => v.id)).toEqual(["espeak-ng:cmn-latn-pinyin+f3", "espeak-ng:cmn-latn-pinyin+m3"]);
  });

  it("says plainly when no voice speaks a language", async () => {
    const registry = await createTtsRegistry({ voiceThreads: 1 });
    expect(() => registry.pickHosts("sw")).toThrow(NoVoiceError);
    expect(() => registry.pickHosts("sw")).toThrow('no installed voice speaks "sw"');
  });

  it("ranks a configured provider first", async () => {
    const registry = await createTtsRegistry({
      voiceThreads: 1,
      openai: { baseUrl: "http://127.0.0.1:9/v1", model: "tts-1", voices: [{ name: "nova", gender: "female" }, { name: "onyx", gender: "male" }], languages: ["en"], timeoutMs: 1000 },
    });
    expect(registry.pickHosts("en").map((v) => v.id)).toEqual(["openai:en:nova", "openai:en:onyx"]);
    // Languages the provider was not configured for stay local.
    expect(registry.pickHosts("de")[0].engine).toBe("espeak-ng");
  });
});
