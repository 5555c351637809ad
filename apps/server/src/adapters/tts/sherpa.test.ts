import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderEpisode } from "../../features/podcasts/index.ts";
import { medianPitchHz } from "./analysis.ts";
import { createTtsRegistry } from "./registry.ts";
import { PIPER_METADATA, piperTokens, tinyVitsModel } from "./tiny-vits-model.ts";
import { decodeWav } from "./wav.ts";

let root: string;
// The espeak-ng data Debian installs works as a Piper voice's espeak-ng-data folder.
const espeakData = /Data at: (\S+)/.exec(execFileSync("espeak-ng", ["--version"], { encoding: "utf8" }))?.[1] ?? "";

async function voiceFolder(name: string, files: Record<string, string | Buffer>, withData = true): Promise<string> {
  const dir = path.join(root, name);
  await mkdir(dir, { recursive: true });
  for (const [file, content] of Object.entries(files)) await writeFile(path.join(dir, file), content);
  if (withData) await symlink(espeakData, path.join(dir, "espeak-ng-data"));
  return dir;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "folio-voices-"));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("sherpa-onnx voice folders", () => {
  it("reports a missing or empty TTS_VOICE_DIR and falls back to the Debian voices", async () => {
    const missing = await createTtsRegistry({ voiceThreads: 1, voiceDir: path.join(root, "nowhere") });
    expect(missing.problems).toEqual([`TTS_VOICE_DIR ${path.join(root, "nowhere")} is not a folder`]);
    expect(missing.pickHosts("en")[0].id).toBe("festival:cmu_us_slt_arctic_hts");
    await mkdir(path.join(root, "empty"));
    const empty = await createTtsRegistry({ voiceThreads: 1, voiceDir: path.join(root, "empty") });
    expect(empty.problems[0]).toMatch(/holds no voice folder/);
  });

  it("names what is wrong with each bad folder, and survives models that would kill the process", async () => {
    const dir = path.join(root, "bad");
    await voiceFolder("bad/no-tokens", { "model.onnx": tinyVitsModel(PIPER_METADATA), "voice.json": '{"language":"en"}' });
    await voiceFolder("bad/no-language", { "model.onnx": tinyVitsModel(PIPER_METADATA), "tokens.txt": piperTokens() });
    await voiceFolder("bad/no-data", { "model.onnx": tinyVitsModel(PIPER_METADATA), "tokens.txt": piperTokens() }, false);
    await voiceFolder("bad/garbage-en_US-x", { "model.onnx": Buffer.from("definitely not protobuf"), "tokens.txt": piperTokens() });
    // A Piper model not converted for sherpa-onnx: loading it in-process would exit(255).
    await voiceFolder("bad/raw-piper-en_US-y", { "model.onnx": tinyVitsModel({}), "tokens.txt": piperTokens() });
    const registry = await createTtsRegistry({ voiceThreads: 1, voiceDir: dir });
    const problems = registry.problems.join("\n");
    expect(problems).toContain(`voice folder ${dir}/no-tokens: no tokens.txt`);
    expect(problems).toContain(`voice folder ${dir}/no-language: its language is unknown: add voice.json`);
    expect(problems).toContain(`voice folder ${dir}/no-data: no espeak-ng-data folder and no lexicon.txt`);
    expect(problems).toMatch(/garbage-en_US-x: sherpa-onnx could not load it: .*Protobuf parsing failed/);
    expect(problems).toMatch(/raw-piper-en_US-y: sherpa-onnx could not load it: 'sample_rate' does not exist in the metadata/);
    expect(registry.engines.map((e) => e.name)).not.toContain("sherpa-onnx");
    expect(registry.pickHosts("en").map((v) => v.engine)).toEqual(["festival", "flite"]);
  });

  it("loads a Piper-layout voice, ranks it first and speaks with it in an episode", async () => {
    const dir = await voiceFolder("good", {
      "model.onnx": tinyVitsModel(PIPER_METADATA),
      "tokens.txt": piperTokens(),
      "voice.json": JSON.stringify({ language: "en", label: "Tiny", speakers: [{ sid: 0, gender: "female", label: "Amy" }] }),
    });
    const registry = await createTtsRegistry({ voiceThreads: 1, voiceDir: dir });
    expect(registry.problems).toEqual([]);
    const hosts = registry.pickHosts("en");
    expect(hosts.map((v) => v.id)).toEqual(["sherpa-onnx:good#0", "flite:rms"]);
    expect(hosts[0].label).toBe("Tiny Amy (sherpa-onnx)");

    const sherpa = registry.engines[0];
    const wavPath = path.join(root, "tiny.wav");
    await sherpa?.synthesize("Hello world, this is a test.", hosts[0], wavPath);
    const audio = decodeWav(await readFile(wavPath));
    expect(audio.sampleRate).toBe(16000);
    expect(audio.samples.length / audio.sampleRate).toBeGreaterThan(0.5);
    expect(medianPitchHz(audio)).toBeGreaterThan(120);

    const workDir = path.join(root, "work");
    const result = await renderEpisode({
      segments: [
        { speaker: 0, text: "Hello from the neural voice." },
        { speaker: 1, text: "And hello from flite." },
      ],
      language: "en",
      hosts,
      engines: registry.engines,
      workDir,
      outMp3Path: path.join(root, "tiny.mp3"),
      title: "Tiny",
    });
    expect(result.turns).toHaveLength(2);
    expect(await readdir(workDir)).toEqual([]);
  });

  it("offers two speakers of a multi-speaker Piper voice, named from its .onnx.json", async () => {
    const dir = await voiceFolder("multi/de_DE-two-medium", {
      "de_DE-two-medium.onnx": tinyVitsModel({ ...PIPER_METADATA, voice: "de", n_speakers: "3" }),
      "de_DE-two-medium.onnx.json": JSON.stringify({ language: { code: "de_DE" }, num_speakers: 3, speaker_id_map: { anna: 0, ben: 1, carl: 2 } }),
      "tokens.txt": piperTokens(),
    });
    const registry = await createTtsRegistry({ voiceThreads: 1, voiceDir: path.dirname(dir) });
    expect(registry.problems).toEqual([]);
    expect(registry.pickHosts("de").map((v) => v.label)).toEqual(["de_DE-two-medium anna (sherpa-onnx)", "de_DE-two-medium ben (sherpa-onnx)"]);
  });

  it("stops when cancelled", async () => {
    const registry = await createTtsRegistry({ voiceThreads: 1, voiceDir: path.join(root, "good") });
    const [voice] = registry.pickHosts("en");
    const controller = new AbortController();
    controller.abort();
    await expect(registry.engines[0]?.synthesize("Hello.", voice, path.join(root, "cancelled.wav"), controller.signal)).rejects.toMatchObject({ name: "AbortError" });
  });
});
