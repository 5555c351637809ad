import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderEpisode } from "../../features/podcasts/index.ts";
import { medianPitchHz } from "./analysis.ts";
import { readTtsConfig } from "../../platform/config.ts";
import { createTtsRegistry } from "./registry.ts";
import { runProcess } from "./run-process.ts";
import { decodeWav, encodeWav } from "./wav.ts";

/** A fake OpenAI-compatible speech endpoint: each voice is a tone of its own pitch, as long as the text is. */
const TONES: Record<string, number> = { nova: 220, onyx: 110 };
const requests: { url?: string; auth?: string; body: Record<string, unknown> }[] = [];
let server: Server;
let base: string;
let dir: string;

function tone(hz: number, seconds: number): Buffer {
  const rate = 22050;
  const samples = new Float32Array(Math.round(rate * seconds));
  for (let i = 0; i < samples.length; i++) samples[i] = 0.3 * Math.sin((2 * Math.PI * hz * i) / rate);
  return encodeWav(samples, rate);
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "folio-openai-tts-"));
  server = createServer(async (req, res) => {
    const body = await readBody(req);
    requests.push({ url: req.url, auth: req.headers.authorization, body });
    const input = String(body.input);
    if (input.includes("overloaded")) return void res.writeHead(503).end('{"error":"overloaded"}');
    if (input.includes("mp3 please")) return void res.writeHead(200, { "content-type": "audio/mpeg" }).end(Buffer.from("ID3\u0003fake"));
    if (input.includes("slowly")) return void setTimeout(() => res.writeHead(200).end(tone(200, 1)), 3000);
    res.writeHead(200, { "content-type": "audio/wav" }).end(tone(TONES[String(body.voice)] ?? 440, 0.5 + input.length * 0.03));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

async function providerRegistry(extra: Record<string, string> = {}) {
  return createTtsRegistry(
    readTtsConfig({ TTS_OPENAI_BASE_URL: base, TTS_OPENAI_API_KEY: "sk-test", TTS_OPENAI_MODEL: "tts-test", TTS_OPENAI_VOICES: "nova:female,onyx:male", ...extra }),
  );
}

describe("OpenAI-compatible speech provider", () => {
  it("posts model, voice, input and wav format, and writes the WAV it gets", async () => {
    const registry = await providerRegistry();
    const [nova] = registry.pickHosts("fr");
    const engine = registry.engines[0];
    const out = path.join(dir, "one.wav");
    await engine?.synthesize("Bonjour *à* tous", nova, out);
    expect(requests.at(-1)).toEqual({
      url: "/v1/audio/speech",
      auth: "Bearer sk-test",
      body: { model: "tts-test", voice: "nova", input: "Bonjour à tous", response_format: "wav" },
    });
    // Integer-lag autocorrelation: within a few hertz.
    expect(Math.abs(medianPitchHz(decodeWav(await readFile(out))) - 220)).toBeLessThan(5);
  });

  it("renders a two-host episode through the provider", async () => {
    const registry = await providerRegistry();
    const hosts = registry.pickHosts("en");
    const outMp3Path = path.join(dir, "provider.mp3");
    const result = await renderEpisode({
      segments: [
        { speaker: 0, text: "Welcome to the show about the annual report." },
        { speaker: 1, text: "Thanks, it is a long one." },
      ],
      language: "en",
      hosts,
      engines: registry.engines,
      workDir: path.join(dir, "work"),
      outMp3Path,
      title: "Provider episode",
    });
    expect(result.durationS).toBeGreaterThan(2);
    expect(new Set(requests.slice(-2).map((r) => r.body.voice))).toEqual(new Set(["nova", "onyx"]));
    const probe = await runProcess("ffprobe", ["-v", "error", "-show_entries", "format_tags=title:stream=codec_name", "-of", "json", outMp3Path], { timeoutMs: 10_000 });
    expect(JSON.parse(probe.toString("utf8"))).toMatchObject({ streams: [{ codec_name: "mp3" }], format: { tags: { title: "Provider episode" } } });
    expect(await readdir(path.join(dir, "work"))).toEqual([]);
  });

  it("reports the provider's errors and non-WAV answers clearly", async () => {
    const registry = await providerRegistry();
    const [voice] = registry.pickHosts("en");
    const engine = registry.engines[0];
    await expect(engine?.synthesize("overloaded", voice, path.join(dir, "x.wav"))).rejects.toThrow('the speech provider answered 503: {"error":"overloaded"}');
    await expect(engine?.synthesize("mp3 please", voice, path.join(dir, "x.wav"))).rejects.toThrow("did not return WAV audio (content-type audio/mpeg)");
  });

  it("gives up after its timeout, and stops at once when cancelled", async () => {
    const registry = await providerRegistry({ TTS_OPENAI_TIMEOUT_MS: "1000" });
    const [voice] = registry.pickHosts("en");
    const engine = registry.engines[0];
    await expect(engine?.synthesize("slowly", voice, path.join(dir, "t.wav"))).rejects.toThrow("did not answer within 1000 ms");
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const started = Date.now();
    await expect(engine?.synthesize("slowly", voice, path.join(dir, "t.wav"), controller.signal)).rejects.toMatchObject({ name: "AbortError" });
    expect(Date.now() - started).toBeLessThan(900);
  });

  it("says when the provider cannot be reached", async () => {
    const registry = await createTtsRegistry(readTtsConfig({ TTS_OPENAI_BASE_URL: "http://127.0.0.1:1/v1" }));
    const [voice] = registry.pickHosts("en");
    await expect(registry.engines[0]?.synthesize("hello", voice, path.join(dir, "u.wav"))).rejects.toThrow("the speech provider could not be reached");
  });
});
