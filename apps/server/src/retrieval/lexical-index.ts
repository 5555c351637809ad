import { ByteWriter, fnv1a, utf8, utf8Decoder } from "./bytes.ts";
import { detectLanguage, normalizeLang, segmentWords, stemAll, type Lang } from "../text/index.ts";
import { chunkFields } from "./page-structure.ts";

/** One chunk as the index sees it: `title` is a separate, weighted field (document name, chapter or slide title). */
export interface IndexChunk {
  id: string;
  unit: number;
  ordinal: number;
  text: string;
  title?: string;
}

export interface BuildOptions {
  /** The document's language; detected from its text when absent. */
  lang?: string;
  /** Off only to measure what stemming is worth. */
  stem?: boolean;
  /**
   * Running headers and footers left out, and each page's opening heading added to its chunks'
   * title (page-structure.ts); off only to measure what that is worth.
   */
  structure?: boolean;
}

const MAGIC = 0x31584c46; // "FLX1"
const VERSION = 1;
const HEADER_BYTES = 48;

/**
 * Builds the persisted lexical index of one document. Layout (little endian): a 48-byte header,
 * fixed-width u32 arrays (term hashes sorted, document frequencies, offsets; per chunk its unit,
 * ordinal, field lengths and offsets), then byte sections: term text, postings (per posting the
 * chunk delta and `tfBody << 1 | hasTitle`, then tfTitle when present, as varints) and a forward
 * index (each chunk's body terms in order, for proximity and pseudo-relevance feedback). Loading it
 * is a handful of typed-array views over these bytes plus a hash table of the terms.
 */
export function buildLexicalIndex(chunks: IndexChunk[], opts: BuildOptions = {}): Uint8Array {
  const lang = normalizeLang(opts.lang) ?? detectLanguage(chunks.slice(0, 50).map((c) => `${c.title ?? ""} ${c.text}`).join("\n"));
  const stem = opts.stem ?? true;
  const memo = new Map<string, string>();
  const analyze = (text: string) => {
    const words = segmentWords(text, lang);
    return stem ? stemAll(words, lang, memo) : words;
  };

  const termIds = new Map<string, number>();
  const terms: string[] = [];
  const postings: number[][] = []; // per temporary term id: chunk, tfBody, tfTitle triples
  const forward: Uint32Array[] = [];
  const bodyLen = new Uint32Array(chunks.length);
  const titleLen = new Uint32Array(chunks.length);
  const titleCache = new Map<string, number[]>();
  const idOf = (t: string) => {
    let id = termIds.get(t);
    if (id === undefined) {
      id = terms.length;
      termIds.set(t, id);
      terms.push(t);
      postings.push([]);
    }
    return id;
  };

  const fields = opts.structure === false ? chunks.map((c) => ({ body: c.text, heading: "" })) : chunkFields(chunks);
  chunks.forEach((chunk, c) => {
    const { body: bodyText, heading } = fields[c] ?? { body: chunk.text, heading: "" };
    const body = analyze(bodyText).map(idOf);
    const titleText = heading ? `${chunk.title ?? ""}\n${heading}` : (chunk.title ?? "");
    let title = titleCache.get(titleText);
    if (!title) {
      title = analyze(titleText).map(idOf);
      titleCache.set(titleText, title);
    }
    bodyLen[c] = body.length;
    titleLen[c] = title.length;
    forward.push(Uint32Array.from(body));
    const tf = new Map<number, [number, number]>();
    for (const t of body) {
      const e = tf.get(t);
      if (e) e[0]++;
      else tf.set(t, [1, 0]);
    }
    for (const t of title) {
      const e = tf.get(t);
      if (e) e[1]++;
      else tf.set(t, [0, 1]);
    }
    for (const [t, [b, ti]] of tf) postings[t]?.push(c, b, ti);
  });

  // Final term order: by hash (ties by text), so the layout is deterministic.
  const encoded = terms.map((t) => utf8.encode(t));
  const hashes = encoded.map(fnv1a);
  const order = terms.map((_, i) => i).sort((a, b) => (hashes[a] ?? 0) - (hashes[b] ?? 0) || ((terms[a] ?? "") < (terms[b] ?? "") ? -1 : 1));
  const finalId = new Uint32Array(terms.length);
  order.forEach((tmp, i) => (finalId[tmp] = i));

  const nTerms = terms.length;
  const nChunks = chunks.length;
  const termHash = new Uint32Array(nTerms);
  const termDf = new Uint32Array(nTerms);
  const termTextOff = new Uint32Array(nTerms + 1);
  const postOff = new Uint32Array(nTerms + 1);
  const textW = new ByteWriter();
  const postW = new ByteWriter();
  order.forEach((tmp, i) => {
    termHash[i] = hashes[tmp] ?? 0;
    termTextOff[i] = textW.length;
    textW.bytes(encoded[tmp] ?? new Uint8Array());
    postOff[i] = postW.length;
    const list = postings[tmp] ?? [];
    termDf[i] = list.length / 3;
    let prev = 0;
    for (let p = 0; p < list.length; p += 3) {
      const c = list[p] ?? 0;
      const tfB = list[p + 1] ?? 0;
      const tfT = list[p + 2] ?? 0;
      postW.varint(c - prev);
      prev = c;
      postW.varint((tfB << 1) | (tfT > 0 ? 1 : 0));
      if (tfT > 0) postW.varint(tfT);
    }
  });
  termTextOff[nTerms] = textW.length;
  postOff[nTerms] = postW.length;

  const fwdW = new ByteWriter();
  const fwdOff = new Uint32Array(nChunks + 1);
  const idW = new ByteWriter();
  const idOff = new Uint32Array(nChunks + 1);
  const unit = new Uint32Array(nChunks);
  const ordinal = new Uint32Array(nChunks);
  chunks.forEach((chunk, c) => {
    fwdOff[c] = fwdW.length;
    for (const t of forward[c] ?? []) fwdW.varint(finalId[t] ?? 0);
    idOff[c] = idW.length;
    idW.bytes(utf8.encode(chunk.id));
    unit[c] = chunk.unit;
    ordinal[c] = chunk.ordinal;
  });
  fwdOff[nChunks] = fwdW.length;
  idOff[nChunks] = idW.length;

  const arrays = [termHash, termDf, termTextOff, postOff, unit, ordinal, bodyLen, titleLen, fwdOff, idOff];
  const blobs = [textW.result(), postW.result(), fwdW.result(), idW.result()];
  const size = HEADER_BYTES + arrays.reduce((n, a) => n + a.byteLength, 0) + blobs.reduce((n, b) => n + b.length, 0);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, VERSION, true);
  out.set(utf8.encode(lang), 8);
  view.setUint32(12, nChunks, true);
  view.setUint32(16, nTerms, true);
  blobs.forEach((b, i) => view.setUint32(20 + i * 4, b.length, true));
  view.setUint32(36, stem ? 1 : 0, true);
  let at = HEADER_BYTES;
  for (const a of arrays) {
    out.set(new Uint8Array(a.buffer, a.byteOffset, a.byteLength), at);
    at += a.byteLength;
  }
  for (const b of blobs) {
    out.set(b, at);
    at += b.length;
  }
  return out;
}

/** A loaded per-document index: typed-array views over the persisted bytes. */
export class LexicalIndex {
  readonly lang: Lang;
  readonly stemmed: boolean;
  readonly nChunks: number;
  readonly nTerms: number;
  readonly termHash: Uint32Array;
  readonly termDf: Uint32Array;
  readonly termTextOff: Uint32Array;
  readonly postOff: Uint32Array;
  readonly unit: Uint32Array;
  readonly ordinal: Uint32Array;
  readonly bodyLen: Uint32Array;
  readonly titleLen: Uint32Array;
  readonly fwdOff: Uint32Array;
  readonly idOff: Uint32Array;
  readonly termText: Uint8Array;
  readonly postings: Uint8Array;
  readonly forward: Uint8Array;
  readonly ids: Uint8Array;
  readonly sumBodyLen: number;
  readonly sumTitleLen: number;
  /** Bytes held in memory (the cache's unit of account). */
  readonly byteLength: number;
  /**
   * Open-addressing table from term hash to term id + 1, built at load. A folder search looks every
   * query term up in thousands of small indexes, mostly in vain: a miss here is one probe, where a
   * binary search over the sorted hashes touched a dozen cache lines.
   */
  private readonly slots: Uint16Array | Uint32Array;

  constructor(input: Uint8Array) {
    // Typed-array views need 4-byte alignment; a blob read from a database may not have it.
    const bytes = input.byteOffset % 4 === 0 ? input : input.slice();
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (bytes.byteLength < HEADER_BYTES || view.getUint32(0, true) !== MAGIC) throw new Error("Not a Folio lexical index");
    if (view.getUint32(4, true) !== VERSION) throw new Error(`Unsupported lexical index version ${view.getUint32(4, true)}`);
    this.lang = normalizeLang(utf8Decoder.decode(bytes.subarray(8, 10))) ?? "en";
    this.nChunks = view.getUint32(12, true);
    this.nTerms = view.getUint32(16, true);
    this.stemmed = view.getUint32(36, true) === 1;
    const blobLengths = [0, 1, 2, 3].map((i) => view.getUint32(20 + i * 4, true));
    let at = bytes.byteOffset + HEADER_BYTES;
    const u32 = (n: number) => {
      const a = new Uint32Array(bytes.buffer, at, n);
      at += n * 4;
      return a;
    };
    this.termHash = u32(this.nTerms);
    this.termDf = u32(this.nTerms);
    this.termTextOff = u32(this.nTerms + 1);
    this.postOff = u32(this.nTerms + 1);
    this.unit = u32(this.nChunks);
    this.ordinal = u32(this.nChunks);
    this.bodyLen = u32(this.nChunks);
    this.titleLen = u32(this.nChunks);
    this.fwdOff = u32(this.nChunks + 1);
    this.idOff = u32(this.nChunks + 1);
    const blob = (n: number) => {
      const b = new Uint8Array(bytes.buffer, at, n);
      at += n;
      return b;
    };
    [this.termText, this.postings, this.forward, this.ids] = blobLengths.map(blob) as [Uint8Array, Uint8Array, Uint8Array, Uint8Array];
    if (at > bytes.byteOffset + bytes.byteLength) throw new Error("Truncated lexical index");
    let sb = 0;
    let st = 0;
    for (let c = 0; c < this.nChunks; c++) {
      sb += this.bodyLen[c] ?? 0;
      st += this.titleLen[c] ?? 0;
    }
    this.sumBodyLen = sb;
    this.sumTitleLen = st;
    let size = 4;
    while (size < this.nTerms * 1.5) size *= 2;
    this.slots = this.nTerms < 0xffff ? new Uint16Array(size) : new Uint32Array(size);
    const mask = size - 1;
    for (let id = 0; id < this.nTerms; id++) {
      let s = (this.termHash[id] ?? 0) & mask;
      while (this.slots[s]) s = (s + 1) & mask;
      this.slots[s] = id + 1;
    }
    this.byteLength = bytes.byteLength + this.slots.byteLength;
  }

  /** Term id of an (encoded, hashed) term, or -1. */
  lookup(term: Uint8Array, hash: number): number {
    const table = this.slots;
    const mask = table.length - 1;
    for (let s = hash & mask; ; s = (s + 1) & mask) {
      const entry = table[s] ?? 0;
      if (entry === 0) return -1;
      const id = entry - 1;
      if (this.termHash[id] === hash && this.sameText(id, term)) return id;
    }
  }

  private sameText(id: number, term: Uint8Array): boolean {
    const start = this.termTextOff[id] ?? 0;
    const end = this.termTextOff[id + 1] ?? 0;
    if (end - start !== term.length) return false;
    for (let k = 0; k < term.length; k++) if (this.termText[start + k] !== term[k]) return false;
    return true;
  }

  term(id: number): string {
    return utf8Decoder.decode(this.termText.subarray(this.termTextOff[id], this.termTextOff[id + 1]));
  }

  chunkId(c: number): string {
    return utf8Decoder.decode(this.ids.subarray(this.idOff[c], this.idOff[c + 1]));
  }

  /** How often a term (by id; -1 for none) occurs in a chunk's title field, read from its postings. */
  titleTf(id: number, chunk: number): number {
    if (id < 0) return 0;
    const bytes = this.postings;
    let p = this.postOff[id] ?? 0;
    const end = this.postOff[id + 1] ?? 0;
    const next = () => {
      let v = 0;
      let shift = 0;
      let byte: number;
      do {
        byte = bytes[p++] ?? 0;
        v |= (byte & 0x7f) << shift;
        shift += 7;
      } while (byte & 0x80);
      return v >>> 0;
    };
    let c = 0;
    while (p < end) {
      c += next();
      const flags = next();
      const tfTitle = flags & 1 ? next() : 0;
      if (c >= chunk) return c === chunk ? tfTitle : 0;
    }
    return 0;
  }

  /** The chunk's body terms in order, as term ids. */
  chunkTerms(c: number): number[] {
    const out: number[] = [];
    const f = this.forward;
    let p = this.fwdOff[c] ?? 0;
    const end = this.fwdOff[c + 1] ?? 0;
    while (p < end) {
      let v = 0;
      let shift = 0;
      let byte: number;
      do {
        byte = f[p++] ?? 0;
        v |= (byte & 0x7f) << shift;
        shift += 7;
      } while (byte & 0x80);
      out.push(v >>> 0);
    }
    return out;
  }
}

export function loadLexicalIndex(bytes: Uint8Array): LexicalIndex {
  return new LexicalIndex(bytes);
}
