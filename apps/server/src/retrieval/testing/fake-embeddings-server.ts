import { failureSwitch, startLoopbackServer } from "../../test-support/loopback-server.ts";

/**
 * Test support: a local server speaking OpenAI's `POST /v1/embeddings`. It embeds a text as a bag
 * of concepts: words listed together in `concepts` (synonyms, or one word in several languages)
 * share a dimension, other words hash into a few spare ones. So "automobile" is near "car", and
 * "voiture" too, as with a real multilingual embedder, deterministically.
 */
export interface FakeEmbeddingsServer {
  url: string;
  requests: { model: string; input: string[]; authorization?: string }[];
  /** The next `n` requests answer with this status (to test retries). */
  failNext(n: number, status: number): void;
  close(): Promise<void>;
}

const SPARE = 16;

export function conceptEmbedding(text: string, concepts: string[][]): number[] {
  const index = new Map<string, number>();
  concepts.forEach((words, c) => words.forEach((w) => index.set(w.toLowerCase(), c)));
  const v = new Array<number>(concepts.length + SPARE).fill(0);
  // Scripts written without spaces (and Korean, whose particles attach to the word) hold several
  // words in one token: their concept words are found inside it, as a real tokenizer would.
  const unspaced = [...index.keys()].filter((w) => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(w) || (/\p{Script=Hangul}/u.test(w) && w.length >= 2));
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const c = index.get(word);
    const inside = c === undefined && /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(word) ? unspaced.filter((w) => word.includes(w)) : [];
    if (c !== undefined) v[c] = (v[c] ?? 0) + 1;
    else if (inside.length) for (const w of inside) v[index.get(w)!] = (v[index.get(w)!] ?? 0) + 1;
    else {
      let h = 0;
      for (const ch of word) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
      const d = concepts.length + (h % SPARE);
      v[d] = (v[d] ?? 0) + 0.2;
    }
  }
  const norm = Math.sqrt(v.reduce((s, x) => s + x * x, 0)) || 1;
  return v.map((x) => x / norm);
}

export async function startFakeEmbeddingsServer(concepts: string[][]): Promise<FakeEmbeddingsServer> {
  const requests: FakeEmbeddingsServer["requests"] = [];
  const failing = failureSwitch();
  const server = await startLoopbackServer((req, body, res) => {
    if (req.method !== "POST" || req.url !== "/v1/embeddings") {
      res.writeHead(404).end();
      return;
    }
    const failStatus = failing.take();
    if (failStatus !== null) {
      res.writeHead(failStatus, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "try again" } }));
      return;
    }
    const { model, input } = JSON.parse(body) as { model: string; input: string | string[] };
    const texts = Array.isArray(input) ? input : [input];
    requests.push({ model, input: texts, authorization: req.headers.authorization });
    // Answer in reverse order: clients must place vectors by `index`, as the protocol allows.
    const data = texts.map((t, index) => ({ object: "embedding", index, embedding: conceptEmbedding(t, concepts) })).reverse();
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ object: "list", data, model, usage: { prompt_tokens: texts.join(" ").length, total_tokens: texts.join(" ").length } }));
  });
  return { url: `${server.origin}/v1`, requests, failNext: failing.failNext, close: server.close };
}
