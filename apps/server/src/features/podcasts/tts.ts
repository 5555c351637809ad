import { createTtsRegistry, readTtsConfig, type TtsRegistry } from "../../adapters/tts/index.ts";
import type { AppDeps } from "../../deps.ts";

const registries = new WeakMap<AppDeps, Promise<TtsRegistry>>();

/** The voices this process speaks with, found once (the TTS_* settings are read at first use). */
export function ttsRegistry(deps: AppDeps): Promise<TtsRegistry> {
  let registry = registries.get(deps);
  if (!registry) {
    registry = createTtsRegistry(readTtsConfig(process.env)).then((r) => {
      for (const problem of r.problems) deps.log.warn({ problem }, "text-to-speech");
      return r;
    });
    registries.set(deps, registry);
  }
  return registry;
}
