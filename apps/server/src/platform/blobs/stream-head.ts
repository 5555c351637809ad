export const HEAD_BYTES = 8192;

/**
 * Pass a stream through while keeping its first bytes, for recognising the format by content.
 * The bytes are taken as the consumer reads, not by a second `data` listener: such a listener
 * starts the flow before the consumer is ready and the consumer then receives nothing.
 */
export function keepHead(source: AsyncIterable<Uint8Array>): { chunks: AsyncGenerator<Uint8Array>; head: () => Uint8Array } {
  const parts: Uint8Array[] = [];
  let length = 0;
  async function* chunks(): AsyncGenerator<Uint8Array> {
    for await (const chunk of source) {
      if (length < HEAD_BYTES) {
        const part = chunk.subarray(0, HEAD_BYTES - length);
        parts.push(part);
        length += part.length;
      }
      yield chunk;
    }
  }
  return { chunks: chunks(), head: () => new Uint8Array(Buffer.concat(parts)) };
}
