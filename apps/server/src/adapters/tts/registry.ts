import { createEspeakEngine } from "./espeak.ts";
import { createFestivalEngine } from "./festival.ts";
import { createFliteEngine } from "./flite.ts";
import { normaliseLanguage, type TtsConfig } from "../../platform/config.ts";
import { createOpenAiEngine } from "./openai.ts";
import { createSherpaEngine } from "./sherpa.ts";
import type { EngineName, TtsEngine, Voice } from "./types.ts";

/** Best first: a configured provider, then the operator's neural voices, then Debian's engines by how they sound. */
const ENGINE_RANK: EngineName[] = ["openai", "sherpa-onnx", "festival", "flite", "espeak-ng"];

export class NoVoiceError extends Error {
  override name = "NoVoiceError";
}

export interface TtsRegistry {
  engines: TtsEngine[];
  /** Why a configured engine or voice folder is not in use (shown to the operator, e.g. in logs). */
  problems: string[];
  voices(language: string): Voice[];
  pickHosts(language: string): [Voice, Voice];
}

export async function createTtsRegistry(cfg: TtsConfig): Promise<TtsRegistry> {
  const problems: string[] = [];
  const engines: TtsEngine[] = [];
  if (cfg.openai) engines.push(createOpenAiEngine(cfg.openai));
  if (cfg.voiceDir) {
    const sherpa = await createSherpaEngine(cfg.voiceDir, cfg.voiceThreads);
    problems.push(...sherpa.problems);
    if (sherpa.engine) engines.push(sherpa.engine);
  }
  for (const [name, create] of [["festival", createFestivalEngine], ["flite", createFliteEngine], ["espeak-ng", createEspeakEngine]] as const) {
    const engine = create();
    if (engine) engines.push(engine);
    else problems.push(`${name} is not installed (run npm run setup)`);
  }
  engines.sort((a, b) => ENGINE_RANK.indexOf(a.name) - ENGINE_RANK.indexOf(b.name));

  const voices = (language: string) => {
    const code = normaliseLanguage(language);
    return engines.flatMap((e) => e.voices().filter((v) => v.language === code));
  };
  return {
    engines,
    problems,
    voices,
    pickHosts(language) {
      const candidates = voices(language);
      const first = candidates[0];
      // Two hosts should sound unlike each other: prefer the other gender, then any other voice.
      const second =
        candidates.find((v) => v.id !== first?.id && first?.gender !== "neutral" && v.gender !== "neutral" && v.gender !== first?.gender) ??
        candidates.find((v) => v.id !== first?.id);
      if (!first || !second) {
        throw new NoVoiceError(
          candidates.length === 0
            ? `no installed voice speaks "${language}"`
            : `only one installed voice speaks "${language}" (${first?.label}); a podcast needs two`,
        );
      }
      return [first, second];
    },
  };
}
