import { writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { synthesisTimeoutMs } from "./local-command.ts";
import { abortError, ProcessError, runProcess } from "./run-process.ts";
import { cleanForSpeech } from "./text.ts";
import type { TtsEngine, Voice } from "./types.ts";
import { listVoiceFolders, type VoiceFolder } from "./voice-folder.ts";
import { encodeWav } from "./wav.ts";

/** The part of sherpa-onnx-node's (untyped, CommonJS) API Folio uses. */
interface OfflineTts {
  numSpeakers: number;
  sampleRate: number;
  generateAsync(req: { text: string; sid: number; speed: number; onProgress?: () => boolean }): Promise<{ samples: Float32Array; sampleRate: number }>;
}
interface SherpaModule {
  OfflineTts: { createAsync(config: unknown): Promise<OfflineTts> };
}

const require = createRequire(import.meta.url);

/**
 * sherpa-onnx ends the whole process (exit 255) on some bad models, e.g. a Piper model not
 * converted for it ("'sample_rate' does not exist in the metadata"). So each folder is first
 * loaded once in a throwaway Node process; only a folder that loads there is loaded in Folio's.
 */
const PROBE = `
const sherpa = require(process.argv[1]);
sherpa.OfflineTts.createAsync(JSON.parse(process.argv[2])).then(
  (tts) => console.log(JSON.stringify({ speakers: tts.numSpeakers })),
  (err) => { console.error(err.message); process.exit(1); });
`;
const PROBE_TIMEOUT_MS = 120_000;

async function probe(config: unknown): Promise<void> {
  try {
    await runProcess(process.execPath, ["-e", PROBE, require.resolve("sherpa-onnx-node"), JSON.stringify(config)], { timeoutMs: PROBE_TIMEOUT_MS });
  } catch (err) {
    const lines = (err instanceof ProcessError ? err.stderr : String(err)).trim().split("\n").filter(Boolean);
    throw new Error(lines.at(-1)?.replace(/^\S+\.(cc|h):\S+ /, "") ?? (err as Error).message, { cause: err });
  }
}

function modelConfig(f: VoiceFolder, threads: number): unknown {
  const common = { tokens: f.tokens, ...(f.dataDir && { dataDir: f.dataDir }), ...(f.lexicon && { lexicon: f.lexicon }) };
  return {
    model: {
      ...(f.kind === "kokoro" ? { kokoro: { model: f.model, voices: f.voicesBin, ...common } } : { vits: { model: f.model, ...common } }),
      numThreads: threads,
      provider: "cpu",
      debug: false,
    },
    maxNumSentences: 1,
  };
}

/**
 * Neural voices (Piper, VITS, Kokoro) run in-process by sherpa-onnx from the operator's voice
 * folder. Folders that are missing, incomplete or that sherpa-onnx refuses are reported in
 * `problems` and left out, so podcasts fall back to the Debian engines.
 */
export async function createSherpaEngine(voiceDir: string, threads: number): Promise<{ engine?: TtsEngine; problems: string[] }> {
  const { folders, problems } = listVoiceFolders(voiceDir);
  if (folders.length === 0) return { problems };
  let sherpa: SherpaModule;
  try {
    sherpa = require("sherpa-onnx-node") as SherpaModule;
  } catch (err) {
    return { problems: [...problems, `sherpa-onnx-node could not be loaded: ${(err as Error).message}`] };
  }
  const models = new Map<string, { tts: OfflineTts; sid: number; lane: { queue: Promise<unknown> } }>();
  const voices: Voice[] = [];
  for (const folder of folders) {
    let tts: OfflineTts;
    try {
      await probe(modelConfig(folder, threads));
      tts = await sherpa.OfflineTts.createAsync(modelConfig(folder, threads));
    } catch (err) {
      problems.push(`voice folder ${folder.dir}: sherpa-onnx could not load it: ${(err as Error).message}`);
      continue;
    }
    const lane: { queue: Promise<unknown> } = { queue: Promise.resolve() };
    // Single-speaker models may report 0 speakers.
    for (const speaker of folder.speakers.filter((s) => s.sid < Math.max(1, tts.numSpeakers))) {
      const id = `sherpa-onnx:${path.basename(folder.dir)}#${speaker.sid}`;
      voices.push({ id, engine: "sherpa-onnx", language: folder.language, gender: speaker.gender, label: `${folder.label} ${speaker.label} (sherpa-onnx)` });
      models.set(id, { tts, sid: speaker.sid, lane });
    }
  }
  if (voices.length === 0) return { problems };
  return {
    problems,
    engine: {
      name: "sherpa-onnx",
      voices: () => voices,
      async synthesize(text, voice, outWavPath, signal) {
        const m = models.get(voice.id);
        if (!m) throw new Error(`sherpa-onnx has no voice ${voice.id}`);
        // One generation per model at a time: the model already uses `threads` cores.
        const run = m.lane.queue.then(async () => {
          if (signal?.aborted) throw abortError(signal);
          // In-process, so no child to kill: sherpa-onnx asks after each sentence whether to go on.
          const deadline = Date.now() + synthesisTimeoutMs(text);
          const audio = await m.tts.generateAsync({ text: cleanForSpeech(text), sid: m.sid, speed: 1, onProgress: () => !signal?.aborted && Date.now() < deadline });
          if (signal?.aborted) throw abortError(signal);
          if (Date.now() >= deadline) throw new Error(`sherpa-onnx took longer than ${synthesisTimeoutMs(text)} ms on ${voice.id}`);
          await writeFile(outWavPath, encodeWav(audio.samples, audio.sampleRate));
        });
        m.lane.queue = run.catch(() => undefined);
        await run;
      },
    },
  };
}
