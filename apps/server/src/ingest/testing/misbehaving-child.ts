/**
 * A child for the sandbox tests: told what to do in its first message, it misbehaves the way a
 * parser on a hostile file would, or answers properly.
 */
type Mode = "allocate" | "spin" | "answer" | "crash";

process.once("message", (mode: Mode) => {
  if (mode === "allocate") {
    // ArrayBuffers live outside the V8 heap: only an OS limit stops this.
    const hoard: Buffer[] = [];
    for (;;) hoard.push(Buffer.alloc(64 * 1024 * 1024, 1));
  }
  if (mode === "spin") for (;;);
  if (mode === "crash") process.exit(3);
  process.send?.({ answer: 42 }, undefined, {}, () => process.exit(0));
});
