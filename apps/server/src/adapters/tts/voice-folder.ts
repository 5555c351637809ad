import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { normaliseLanguage } from "../../platform/config.ts";

/**
 * One sherpa-onnx voice folder, as sherpa-onnx publishes Piper/VITS and Kokoro voices:
 *   model.onnx (or the folder's single *.onnx), tokens.txt, espeak-ng-data/ (or lexicon*.txt),
 *   voices.bin for Kokoro, and Piper's <model>.onnx.json.
 * An optional voice.json written by the operator names the language and the speakers.
 */
export interface VoiceFolder {
  dir: string;
  kind: "vits" | "kokoro";
  model: string;
  tokens: string;
  dataDir?: string;
  lexicon?: string;
  voicesBin?: string;
  language: string;
  label: string;
  speakers: { sid: number; gender: "female" | "male" | "neutral"; label: string }[];
}

const OperatorVoiceJson = z.object({
  language: z.string().min(2),
  label: z.string().optional(),
  speakers: z
    .array(z.object({ sid: z.number().int().min(0), gender: z.enum(["female", "male", "neutral"]).default("neutral"), label: z.string().optional() }))
    .min(1)
    .optional(),
});

const PiperJson = z.object({
  language: z.object({ code: z.string() }).optional(),
  espeak: z.object({ voice: z.string() }).optional(),
  num_speakers: z.number().int().optional(),
  speaker_id_map: z.record(z.string(), z.number().int()).optional(),
});

export class VoiceFolderError extends Error {
  override name = "VoiceFolderError";
}

/** The voice folders under `root`: `root` itself when it holds a model, else each of its sub-folders. */
export function listVoiceFolders(root: string): { folders: VoiceFolder[]; problems: string[] } {
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    return { folders: [], problems: [`TTS_VOICE_DIR ${root} is not a folder`] };
  }
  const dirs = readdirSync(root).some((f) => f.endsWith(".onnx"))
    ? [root]
    : readdirSync(root, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => path.join(root, e.name));
  if (dirs.length === 0) return { folders: [], problems: [`TTS_VOICE_DIR ${root} holds no voice folder (a folder with model.onnx and tokens.txt)`] };
  const folders: VoiceFolder[] = [];
  const problems: string[] = [];
  for (const dir of dirs) {
    try {
      folders.push(readVoiceFolder(dir));
    } catch (err) {
      problems.push((err as Error).message);
    }
  }
  return { folders, problems };
}

export function readVoiceFolder(dir: string): VoiceFolder {
  const files = readdirSync(dir);
  const onnx = files.filter((f) => f.endsWith(".onnx"));
  const modelName = onnx.includes("model.onnx") ? "model.onnx" : onnx.length === 1 ? onnx[0] : undefined;
  const fail = (why: string) => new VoiceFolderError(`voice folder ${dir}: ${why}`);
  if (!modelName) throw fail(onnx.length === 0 ? "no model.onnx" : `several .onnx files and none is named model.onnx (${onnx.join(", ")})`);
  if (!files.includes("tokens.txt")) throw fail("no tokens.txt");
  const lexicons = files.filter((f) => /^lexicon.*\.txt$/.test(f)).map((f) => path.join(dir, f));
  const hasData = files.includes("espeak-ng-data") && statSync(path.join(dir, "espeak-ng-data")).isDirectory();
  if (!hasData && lexicons.length === 0) throw fail("no espeak-ng-data folder and no lexicon.txt (Piper voices need espeak-ng-data)");

  const operator = readJson(path.join(dir, "voice.json"), OperatorVoiceJson, fail);
  const piper = readJson(path.join(dir, `${modelName}.json`), PiperJson, fail);
  const language = operator?.language ?? piper?.language?.code ?? piper?.espeak?.voice ?? /(?:^|[-_])([a-z]{2})_[A-Z]{2}(?:[-_]|$)/.exec(path.basename(dir))?.[1];
  if (!language) throw fail('its language is unknown: add voice.json with {"language": "en"} (or Piper\'s <model>.onnx.json)');

  const speakerCount = piper?.num_speakers ?? 1;
  const speakers =
    operator?.speakers?.map((s) => ({ sid: s.sid, gender: s.gender, label: s.label ?? `speaker ${s.sid}` })) ??
    // A multi-speaker model without a voice.json offers its first two speakers, enough for two hosts.
    Array.from({ length: Math.min(speakerCount, 2) }, (_, sid) => ({
      sid,
      gender: "neutral" as const,
      label: Object.entries(piper?.speaker_id_map ?? {}).find(([, id]) => id === sid)?.[0] ?? `speaker ${sid}`,
    }));
  return {
    dir,
    kind: files.includes("voices.bin") ? "kokoro" : "vits",
    model: path.join(dir, modelName),
    tokens: path.join(dir, "tokens.txt"),
    ...(hasData && { dataDir: path.join(dir, "espeak-ng-data") }),
    ...(lexicons.length > 0 && { lexicon: lexicons.join(",") }),
    ...(files.includes("voices.bin") && { voicesBin: path.join(dir, "voices.bin") }),
    language: normaliseLanguage(language),
    label: operator?.label ?? path.basename(dir),
    speakers,
  };
}

function readJson<T>(file: string, schema: z.ZodType<T>, fail: (why: string) => Error): T | undefined {
  if (!existsSync(file)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    throw fail(`${path.basename(file)} is not valid JSON`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw fail(`${path.basename(file)}: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`);
  return parsed.data;
}
