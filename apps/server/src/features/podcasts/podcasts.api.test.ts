import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PODCAST_CANCELLED } from "@folio/contract";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { DATABASE_KINDS } from "../../test-support/test-databases.ts";

type Json = Record<string, unknown>;

// A short document keeps the episode short: the machine's two cores are shared.
const TEXT = [
  "Harbour towns and the sea",
  "",
  "The old harbour of the town was rebuilt in 1998 after a storm destroyed the northern wall. Fishing boats returned within a year, and the market reopened on the quay.",
  "",
  "Tourism now brings more money to the town than fishing does. Visitors come in summer for the ferries to the islands and for the fish restaurants along the harbour.",
].join("\n");

describe.each(DATABASE_KINDS)("podcasts API on %s", (kind) => {
  let t: TestApp;
  let token: string;
  let other: string;
  let docId: string;

  const json = async (res: Response) => (await res.json()) as Json;
  const start = (id: string, source: string, as = token) => t.call("POST", "/api/background-podcasts", { token: as, json: { generate_from: { id, source } } });

  async function waitFor(id: string, done: (p: Json) => boolean, timeoutMs = 180_000): Promise<Json> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const p = await json(await t.call("GET", `/api/podcasts/${id}`, { token }));
      if (done(p)) return p;
      if (Date.now() > until) throw new Error(`podcast ${id} still ${String(p.status)} at ${String(p.progress)}%`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  const final = (p: Json) => p.status === "COMPLETED" || p.status === "FAILED";
  const tmpPodcastFiles = () => {
    const dir = path.join(t.dataDir, "tmp", "podcasts");
    return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }) : [];
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const reg = async (email: string) => ((await (await t.call("POST", "/api/auth/register", { json: { email, password: "long enough" } })).json()) as { token: string }).token;
    token = await reg("pods@example.com");
    other = await reg("other-pods@example.com");
    const form = new FormData();
    form.append("file", new Blob([TEXT]), "harbour.txt");
    docId = String((await json(await t.call("POST", "/api/documents", { token, body: form }))).doc_id);
    const until = Date.now() + 60_000;
    while ((await json(await t.call("GET", `/api/documents/${docId}`, { token }))).status !== "ready") {
      if (Date.now() > until) throw new Error("document not ready");
      await new Promise((r) => setTimeout(r, 200));
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it("makes a two-host MP3 from a document: status, progress, duration, waveform and chapters that point at the document", async () => {
    const res = await start(docId, "DOCUMENT");
    expect(res.status).toBe(202);
    const { podcast_id } = await json(res);
    expect(typeof podcast_id).toBe("string");

    const seen = new Set<string>();
    const podcast = await waitFor(String(podcast_id), (p) => {
      seen.add(String(p.status));
      return final(p);
    });
    expect(podcast).toMatchObject({ podcast_id, id: podcast_id, name: "Harbour towns and the sea", status: "COMPLETED", progress: 100, error: null, generate_from: { id: docId, source: "DOCUMENT" } });
    expect([...seen].some((s) => s !== "COMPLETED")).toBe(true);
    expect(podcast.audio_file_url).toBe(`/api/podcasts/${String(podcast_id)}/audio`);
    expect(podcast.peaks).toHaveLength(178);

    const chapters = podcast.chapters as { title: string; start_s: number; doc_id: string; locator: { kind: string; unit: number; label: string } }[];
    expect(chapters.length).toBeGreaterThan(0);
    for (const ch of chapters) {
      expect(ch.doc_id).toBe(docId);
      // Every chapter's locator is a unit of the document.
      const unit = await t.call("GET", `/api/documents/${docId}/content?unit=${ch.locator.unit}`, { token });
      expect(unit.status).toBe(200);
      expect((await json(unit)).label).toBe(ch.locator.label);
    }

    const audio = await t.call("GET", String(podcast.audio_file_url), { token });
    expect(audio.status).toBe(200);
    expect(audio.headers.get("content-type")).toBe("audio/mpeg");
    expect(audio.headers.get("accept-ranges")).toBe("bytes");
    const bytes = Buffer.from(await audio.arrayBuffer());
    const file = path.join(os.tmpdir(), `folio-podcast-${kind}-${Date.now()}.mp3`);
    fs.writeFileSync(file, bytes);
    try {
      const probe = JSON.parse(execFileSync("ffprobe", ["-v", "error", "-show_format", "-show_streams", "-of", "json", file], { encoding: "utf8" })) as {
        format: { duration: string; tags?: { title?: string } };
        streams: { codec_name: string }[];
      };
      expect(probe.streams[0]?.codec_name).toBe("mp3");
      expect(Number(probe.format.duration)).toBeCloseTo(Number(podcast.duration_s), 1);
      expect(probe.format.tags?.title).toBe("Harbour towns and the sea");
    } finally {
      fs.rmSync(file, { force: true });
    }

    const part = await t.call("GET", String(podcast.audio_file_url), { token, headers: { range: "bytes=100-199" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-199/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);
    expect((await t.call("GET", String(podcast.audio_file_url), { token, headers: { range: `bytes=${bytes.length}-` } })).status).toBe(416);

    // Another user sees none of it.
    expect((await t.call("GET", `/api/podcasts/${String(podcast_id)}`, { token: other })).status).toBe(404);
    expect((await t.call("GET", String(podcast.audio_file_url), { token: other })).status).toBe(404);
    expect((await t.call("DELETE", `/api/podcasts/${String(podcast_id)}`, { token: other })).status).toBe(404);
    expect(tmpPodcastFiles()).toEqual([]);

    // Delete answers 204, and the audio goes with it.
    const blobsBefore = await t.deps.db.selectFrom("blob_refs").select("id").where("kind", "=", "podcast-audio").execute();
    expect(blobsBefore).toHaveLength(1);
    const del = await t.call("DELETE", `/api/podcasts/${String(podcast_id)}`, { token });
    expect(del.status).toBe(204);
    expect((await t.call("GET", `/api/podcasts/${String(podcast_id)}`, { token })).status).toBe(404);
    expect(await t.deps.db.selectFrom("blob_refs").select("id").where("kind", "=", "podcast-audio").execute()).toHaveLength(0);
  });

  it("makes a podcast from a conversation: its questions and answers, chapters at the cited passages", async () => {
    const chatId = String((await json(await t.call("GET", `/api/chat?doc_id=${docId}`, { token }))).chat_id);
    // A conversation with no answer yet has nothing to say.
    expect((await start(chatId, "CONVERSATION")).status).toBe(409);
    const asked = await t.call("POST", `/api/chat/${docId}?chat_id=${chatId}&model_name=LOCAL&language=EN`, { token, json: { message: "When was the harbour rebuilt?" } });
    expect(asked.status).toBe(200);
    await asked.text();

    const { podcast_id } = await json(await start(chatId, "CONVERSATION"));
    const podcast = await waitFor(String(podcast_id), final);
    expect(podcast).toMatchObject({ status: "COMPLETED", generate_from: { id: chatId, source: "CONVERSATION" } });
    const script = await t.deps.db.selectFrom("podcasts").select("script").where("id", "=", String(podcast_id)).executeTakeFirstOrThrow();
    const texts = (script.script as { speaker: number; text: string }[]).map((s) => s.text);
    expect(texts).toContain("When was the harbour rebuilt?");
    expect(texts.some((x) => x.includes("1998"))).toBe(true);
    const chapters = podcast.chapters as { doc_id: string; locator: { unit: number } }[];
    expect(chapters.length).toBeGreaterThan(0);
    expect(chapters.every((c) => c.doc_id === docId)).toBe(true);

    const listed = await json(await t.call("GET", `/api/podcasts?conversation=${chatId}`, { token }));
    expect((listed.podcasts as Json[]).map((p) => p.podcast_id)).toEqual([podcast_id]);
    expect((await t.call("DELETE", `/api/podcasts/${String(podcast_id)}`, { token })).status).toBe(204);
  });

  it("refuses sources that are not the user's, unknown or malformed", async () => {
    expect((await start(docId, "DOCUMENT", other)).status).toBe(404);
    expect((await start("doc_missing", "DOCUMENT")).status).toBe(404);
    expect((await start("chat_missing", "CONVERSATION")).status).toBe(404);
    expect((await start("kb_missing", "FOLDER")).status).toBe(404);
    const bad = await start(docId, "PLAYLIST");
    expect(bad.status).toBe(422);
    expect((await json(bad)).detail).toEqual(expect.any(String));
    expect((await t.call("POST", "/api/background-podcasts", { token, json: {} })).status).toBe(422);
    expect((await t.call("GET", "/api/podcasts")).status).toBe(401);
  });

  it("cancel stops a podcast mid-way and leaves no files; retry makes it again", async () => {
    const { podcast_id } = await json(await start(docId, "DOCUMENT"));
    const id = String(podcast_id);
    await waitFor(id, (p) => p.status === "SPEAKING" || final(p));
    const cancelled = await t.call("POST", `/api/podcasts/${id}/cancel`, { token });
    // A podcast this short may already be done; cancelling a finished one is a 409.
    if (cancelled.status === 200) {
      expect(await json(cancelled)).toMatchObject({ status: "FAILED", error: PODCAST_CANCELLED, audio_file_url: null });
      const until = Date.now() + 30_000;
      while (tmpPodcastFiles().length > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
      expect(tmpPodcastFiles()).toEqual([]);
      expect(await t.deps.db.selectFrom("blob_refs").select("id").where("kind", "=", "podcast-audio").execute()).toHaveLength(0);
      expect((await json(await t.call("GET", `/api/podcasts/${id}`, { token }))).status).toBe("FAILED");
    } else {
      expect(cancelled.status).toBe(409);
    }
    const retried = await t.call("POST", `/api/podcasts/${id}/retry`, { token });
    if (cancelled.status === 200) {
      expect(retried.status).toBe(202);
      expect(await waitFor(id, final)).toMatchObject({ status: "COMPLETED", progress: 100 });
    } else {
      expect(retried.status).toBe(409);
    }
    expect((await t.call("DELETE", `/api/podcasts/${id}`, { token })).status).toBe(204);
  });

  it("lists podcasts newest first in pages of 20 with nextPage, filtered by source", async () => {
    const user = await t.deps.db.selectFrom("users").select("id").where("email", "=", "pods@example.com").executeTakeFirstOrThrow();
    const rows = Array.from({ length: 23 }, (_, i) => ({
      id: `pod_list_${String(i).padStart(2, "0")}`,
      user_id: user.id,
      name: `Episode ${i}`,
      source: (i < 3 ? "CONVERSATION" : "DOCUMENT") as "CONVERSATION" | "DOCUMENT",
      source_id: i < 3 ? "chat_x" : docId,
      status: "FAILED" as const,
      created_at: new Date(Date.UTC(2026, 0, 1, 0, i)),
    }));
    await t.deps.db.insertInto("podcasts").values(rows).execute();

    const first = await json(await t.call("GET", "/api/podcasts?page=1&page_size=20&order=desc", { token }));
    const names = (first.podcasts as Json[]).map((p) => p.name);
    expect(names).toHaveLength(20);
    expect(names[0]).toBe("Episode 22");
    expect(first.nextPage).toBe(2);
    const second = await json(await t.call("GET", "/api/podcasts?page=2", { token }));
    expect((second.podcasts as Json[]).map((p) => p.name)).toEqual(["Episode 2", "Episode 1", "Episode 0"]);
    expect(second.nextPage).toBeNull();

    const forChat = await json(await t.call("GET", "/api/podcasts?conversation=chat_x", { token }));
    expect((forChat.podcasts as Json[]).map((p) => p.name)).toEqual(["Episode 2", "Episode 1", "Episode 0"]);
    const byId = await json(await t.call("GET", `/api/podcasts?id=${docId}&page_size=5`, { token }));
    expect(byId.podcasts).toHaveLength(5);
    expect(byId.nextPage).toBe(2);
    expect(await json(await t.call("GET", "/api/podcasts", { token: other }))).toEqual({ podcasts: [], nextPage: null });
    await t.deps.db.deleteFrom("podcasts").where("id", "like", "pod_list_%").execute();
  });
});
