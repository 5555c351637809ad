import type { AppDeps } from "../../../deps.ts";
import { buildLocalScript } from "./local-script.ts";
import type { PodcastSourceMaterial, ScriptSegment } from "./types.ts";

/**
 * The two-host script. LOCAL (no model) builds it from the source's key passages; every segment
 * that opens a passage keeps that passage's locator as its chapter.
 */
export async function writeScript(_deps: AppDeps, source: PodcastSourceMaterial, signal: AbortSignal): Promise<ScriptSegment[]> {
  signal.throwIfAborted();
  // Yield once so a cancel that arrived while the source was read is seen before the work starts.
  await new Promise((resolve) => setImmediate(resolve));
  return buildLocalScript(source);
}
