import { existsSync } from "node:fs";
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { programSearchPath } from "../../platform/config.ts";

/** Whether `program` is on PATH: engines whose program is missing are left out of the registry. */
export function isInstalled(program: string): boolean {
  return programSearchPath().some((dir) => existsSync(path.join(dir, program)));
}

/** Time allowed to one synthesis call: generous (slow machines, long turns) but finite. */
export function synthesisTimeoutMs(text: string): number {
  return 30_000 + text.length * 100;
}

/**
 * Hands `text` to a command through a file beside the output WAV (so the job's folder holds every
 * temporary file, and no text is ever parsed as an option), removed afterwards.
 */
export async function withTextFile(outWavPath: string, text: string, encoding: BufferEncoding, run: (textPath: string) => Promise<unknown>): Promise<void> {
  const textPath = `${outWavPath}.txt`;
  await writeFile(textPath, text, encoding);
  try {
    await run(textPath);
  } finally {
    await rm(textPath, { force: true });
  }
}
