import { createWriteStream } from "node:fs";
import { readFile } from "node:fs/promises";
import { once } from "node:events";
import { BYTES_PER_SAMPLE, PAUSE_BETWEEN_TURNS_S, PAUSE_WITHIN_TURN_S, SAMPLE_RATE, secondsOf } from "./format.ts";
import { trimAndLevel } from "./level.ts";

export interface SpokenPiece {
  segment: number;
  rawPath: string | undefined; // undefined: the piece had nothing to say
}

function silence(seconds: number): Buffer {
  return Buffer.alloc(Math.round(seconds * SAMPLE_RATE) * BYTES_PER_SAMPLE);
}

/**
 * Joins the pieces, in order, into one raw PCM file: each levelled, a short pause inside a turn
 * and a longer one between turns. Joining raw samples here (rather than an ffmpeg concat list)
 * makes every segment's start time exact, which the chapters need. Returns where each segment
 * starts and ends (undefined end: it had nothing to say) and the total length, in seconds.
 */
export async function assembleEpisode(pieces: SpokenPiece[], segmentCount: number, outRawPath: string): Promise<{ segmentStarts: number[]; segmentEnds: (number | undefined)[]; durationS: number }> {
  const out = createWriteStream(outRawPath);
  const failed = new Promise<never>((_, reject) => out.once("error", reject));
  const write = async (buf: Buffer) => {
    if (!out.write(buf)) await Promise.race([once(out, "drain"), failed]);
  };
  const starts = new Array<number | undefined>(segmentCount).fill(undefined);
  const ends = new Array<number | undefined>(segmentCount).fill(undefined);
  let bytes = 0;
  let previousSegment: number | undefined;
  for (const piece of pieces) {
    const pcm = piece.rawPath ? trimAndLevel(await readFile(piece.rawPath)) : Buffer.alloc(0);
    if (pcm.length > 0 && previousSegment !== undefined) {
      const pause = silence(previousSegment === piece.segment ? PAUSE_WITHIN_TURN_S : PAUSE_BETWEEN_TURNS_S);
      await write(pause);
      bytes += pause.length;
    }
    if (pcm.length > 0) {
      starts[piece.segment] ??= secondsOf(bytes);
      await write(pcm);
      bytes += pcm.length;
      ends[piece.segment] = secondsOf(bytes);
      previousSegment = piece.segment;
    }
  }
  out.end();
  await Promise.race([once(out, "finish"), failed]);
  // A segment with nothing to say (no letters) starts where the next one does.
  const durationS = secondsOf(bytes);
  const segmentStarts: number[] = [];
  for (let i = segmentCount - 1; i >= 0; i--) segmentStarts[i] = starts[i] ?? segmentStarts[i + 1] ?? durationS;
  return { segmentStarts, segmentEnds: ends, durationS };
}
