import { createTtsRegistry, type TtsRegistry } from "../../adapters/tts/index.ts";
import type { AppDeps } from "../../deps.ts";

const registries = new WeakMap<AppDeps, Promise<TtsRegistry>>();

/** The voices this process speaks with, found at the first podcast (the TTS_* settings were checked at start). */
export function ttsRegistry(deps: AppDeps): Promise<TtsRegistry> {
  let registry = registries.get(deps);
  if (!registry) {
    registry = createTtsRegistry(deps.config.tts).then((r) => {
      for (const problem of r.problems) deps.log.warn({ problem }, "text-to-speech");
      return r;
    });
    registries.set(deps, registry);
  }
  return registry;
}
