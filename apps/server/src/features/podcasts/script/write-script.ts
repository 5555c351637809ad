import type { ModelRegistry } from "../../../adapters/llm/index.ts";
import type { Logger } from "../../../platform/logger.ts";
import { buildLocalScript } from "./local-script.ts";
import { writeProviderScript } from "./provider-script.ts";
import type { PodcastSourceMaterial, ScriptSegment } from "./types.ts";

/**
 * The two-host script: with a configured model, a natural dialogue it writes from the source's
 * numbered passages; with LOCAL only (or when the model fails or answers something unusable), the
 * dialogue built from the key passages. Every segment that opens a passage keeps its locator.
 */
export async function writeScript(opts: { models: ModelRegistry; log: Logger }, source: PodcastSourceMaterial, signal: AbortSignal): Promise<ScriptSegment[]> {
  signal.throwIfAborted();
  const name = opts.models.defaultModel();
  if (name !== "LOCAL") {
    try {
      const model = opts.models.languageModel(name);
      if (model !== "LOCAL") {
        const script = await writeProviderScript(model, source, signal);
        if (script) return script;
        opts.log.warn({ model: name }, "the model's podcast script was not a usable dialogue; using the LOCAL script");
      }
    } catch (err) {
      if (signal.aborted) throw err;
      opts.log.warn({ err, model: name }, "the model could not write the podcast script; using the LOCAL script");
    }
  }
  // Yield once so a cancel that arrived while the source was read is seen before the work starts.
  await new Promise((resolve) => setImmediate(resolve));
  signal.throwIfAborted();
  return buildLocalScript(source);
}
