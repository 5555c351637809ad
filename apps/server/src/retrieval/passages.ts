import type { Hit } from "./hit.ts";

/** A chunk's text as stored, for assembling passages. */
export interface ChunkText {
  docId: string;
  chunkId: string;
  unit: number;
  ordinal: number;
  text: string;
}

/** Evidence handed to the model: one or more neighbouring chunks of one unit, merged. */
export interface Passage {
  docId: string;
  unit: number;
  text: string;
  /** The best score among its chunks. */
  score: number;
  /** Chunk ids it covers, in reading order. */
  chunkIds: string[];
  firstOrdinal: number;
  lastOrdinal: number;
}

export interface AssembleOptions {
  topK: number;
  /** Most chunks merged into one passage. */
  maxChunks?: number;
  /** Word-trigram containment above which a passage is a copy of a better one and is dropped. */
  duplicateThreshold?: number;
}

interface Group {
  docId: string;
  unit: number;
  score: number;
  chunks: ChunkText[];
  shingles: Set<string>;
}

/**
 * Turns ranked chunk hits into passages, best first: a hit next to an already chosen chunk of the
 * same unit extends that passage (so the model reads a paragraph, not three overlapping pieces of
 * it), and a chunk whose words are (nearly) all in a better passage, such as a repeated header or a
 * copied paragraph in another document, is dropped. Hits whose chunk is unknown are skipped.
 */
export function assemblePassages(hits: Hit[], getChunk: (docId: string, chunkId: string) => ChunkText | undefined, opts: AssembleOptions): Passage[] {
  const maxChunks = opts.maxChunks ?? 3;
  const threshold = opts.duplicateThreshold ?? 0.8;
  const groups: Group[] = [];
  const taken = new Set<string>();

  for (const hit of hits) {
    const key = `${hit.docId}\u0000${hit.chunkId}`;
    if (taken.has(key)) continue;
    const chunk = getChunk(hit.docId, hit.chunkId);
    if (!chunk) continue;
    const group = groups.find((g) => g.docId === chunk.docId && g.unit === chunk.unit && g.chunks.length < maxChunks && touches(g, chunk.ordinal));
    if (group) {
      taken.add(key);
      addChunk(group, chunk);
      mergeNeighbours(groups, group, maxChunks);
      continue;
    }
    if (groups.length >= opts.topK) continue;
    const shingles = shinglesOf(chunk.text);
    if (groups.some((g) => contained(shingles, g.shingles, threshold))) continue;
    taken.add(key);
    groups.push({ docId: chunk.docId, unit: chunk.unit, score: hit.score, chunks: [chunk], shingles });
  }

  return groups
    .sort((a, b) => b.score - a.score)
    .slice(0, opts.topK)
    .map((g) => ({
      docId: g.docId,
      unit: g.unit,
      text: g.chunks.map((c) => c.text).reduce(joinOverlapping),
      score: g.score,
      chunkIds: g.chunks.map((c) => c.chunkId),
      firstOrdinal: g.chunks[0]?.ordinal ?? 0,
      lastOrdinal: g.chunks[g.chunks.length - 1]?.ordinal ?? 0,
    }));
}

function touches(g: Group, ordinal: number): boolean {
  const first = g.chunks[0]?.ordinal ?? 0;
  const last = g.chunks[g.chunks.length - 1]?.ordinal ?? 0;
  return ordinal === first - 1 || ordinal === last + 1;
}

function addChunk(g: Group, chunk: ChunkText): void {
  g.chunks.push(chunk);
  g.chunks.sort((a, b) => a.ordinal - b.ordinal);
  for (const s of shinglesOf(chunk.text)) g.shingles.add(s);
}

/** A new chunk may close the gap between two passages of the same unit: they become one. */
function mergeNeighbours(groups: Group[], g: Group, maxChunks: number): void {
  for (let i = groups.length - 1; i >= 0; i--) {
    const other = groups[i];
    if (!other || other === g || other.docId !== g.docId || other.unit !== g.unit) continue;
    if (g.chunks.length + other.chunks.length > maxChunks) continue;
    const adjacent = other.chunks.some((c) => touches(g, c.ordinal));
    if (!adjacent) continue;
    for (const c of other.chunks) addChunk(g, c);
    g.score = Math.max(g.score, other.score);
    groups.splice(i, 1);
  }
}

function shinglesOf(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const out = new Set<string>();
  if (words.length < 3) {
    if (words.length) out.add(words.join(" "));
    return out;
  }
  for (let i = 0; i + 2 < words.length; i++) out.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return out;
}

/**
 * Whether the smaller set's share of shingles found in the larger reaches `threshold` (a short
 * chunk inside a long passage is a copy). It stops as soon as the shingles seen decide it: at a
 * top_k of 100 every new passage is checked against up to 100 others, and most differ within their
 * first few shingles.
 */
function contained(a: Set<string>, b: Set<string>, threshold: number): boolean {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  const size = small.size;
  if (!size) return 0 >= threshold;
  let found = 0;
  let missed = 0;
  for (const s of small) {
    if (large.has(s)) {
      if (++found / size >= threshold) return true;
    } else if ((size - ++missed) / size < threshold) return false;
  }
  return found / size >= threshold;
}

/** Joins consecutive chunks, dropping the overlap a chunker with overlap leaves between them. */
function joinOverlapping(a: string, b: string): string {
  const max = Math.min(a.length, b.length, 400);
  for (let k = max; k >= 20; k--) {
    if (a.endsWith(b.slice(0, k))) return a + b.slice(k);
  }
  return /\s$/.test(a) || /^\s/.test(b) ? a + b : `${a} ${b}`;
}
