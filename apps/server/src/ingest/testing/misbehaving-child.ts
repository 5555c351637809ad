/**
 * A child for the sandbox tests: told what to do in each message, it misbehaves the way a
 * parser on a hostile file would, or answers properly ("pid": its process id, "started": when the
 * process started, in ms since the epoch, "compile-cache": the folder of Node's compile cache it
 * uses, or null; all staying for the next job).
 */
import { getCompileCacheDir } from "node:module";

type Mode = "allocate" | "spin" | "answer" | "large-answer" | "crash" | "pid" | "started" | "compile-cache";

process.on("message", (mode: Mode) => {
  if (mode === "allocate") {
    // ArrayBuffers live outside the V8 heap: only an OS limit stops this.
    const hoard: Buffer[] = [];
    for (;;) hoard.push(Buffer.alloc(64 * 1024 * 1024, 1));
  }
  if (mode === "spin") for (;;);
  if (mode === "crash") process.exit(3);
  if (mode === "pid") return process.send?.({ answer: process.pid });
  if (mode === "started") return process.send?.({ answer: performance.timeOrigin });
  if (mode === "compile-cache") return process.send?.({ answer: getCompileCacheDir() ?? null });
  // Like a parsed document: larger than one read of the channel, and the child exits once it is written.
  const padding = mode === "large-answer" ? "x".repeat(200_000) : "";
  process.send?.({ answer: 42, padding }, undefined, {}, () => process.exit(0));
});
