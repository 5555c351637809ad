/** A growable byte buffer with LEB128 varints: postings and term sequences are mostly small numbers. */
export class ByteWriter {
  private buf = new Uint8Array(1024);
  length = 0;

  private ensure(extra: number): void {
    if (this.length + extra <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.length + extra) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.length));
    this.buf = next;
  }

  varint(n: number): void {
    this.ensure(5);
    let v = n >>> 0;
    while (v >= 0x80) {
      this.buf[this.length++] = (v & 0x7f) | 0x80;
      v >>>= 7;
    }
    this.buf[this.length++] = v;
  }

  bytes(b: Uint8Array): void {
    this.ensure(b.length);
    this.buf.set(b, this.length);
    this.length += b.length;
  }

  result(): Uint8Array {
    return this.buf.subarray(0, this.length);
  }
}

/** FNV-1a over UTF-8 bytes: the term dictionary is sorted by it so lookups are a binary search. */
export function fnv1a(bytes: Uint8Array): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) {
    h ^= bytes[i] ?? 0;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export const utf8 = new TextEncoder();
export const utf8Decoder = new TextDecoder();
