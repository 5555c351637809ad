import { Worker } from "node:worker_threads";
import type { BuildOptions, IndexChunk } from "./lexical-index.ts";

const ENTRY = new URL("./lexical-index-thread.ts", import.meta.url);
/** An idle thread ends after this long, giving its heap back. */
const IDLE_EXIT_MS = 60_000;

interface Waiting {
  resolve(bytes: Uint8Array): void;
  reject(err: Error): void;
}
interface IndexThread {
  worker: Worker;
  waiting: Map<number, Waiting>;
  idleTimer: NodeJS.Timeout | null;
}

let thread: IndexThread | null = null;
let nextId = 0;

function startThread(): IndexThread {
  const current: IndexThread = { worker: new Worker(ENTRY), waiting: new Map(), idleTimer: null };
  const { worker, waiting } = current;
  const fail = (err: Error) => {
    if (thread === current) thread = null;
    for (const job of waiting.values()) job.reject(err);
    waiting.clear();
  };
  worker.on("message", ({ id, bytes, error }: { id: number; bytes?: Uint8Array; error?: string }) => {
    const job = waiting.get(id);
    waiting.delete(id);
    if (bytes) job?.resolve(bytes);
    else job?.reject(new Error(`The lexical index could not be built: ${error}`));
    if (waiting.size === 0) idleOut(current);
  });
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`The index thread exited (code ${code})`)));
  return current;
}

/** Idle: the thread no longer keeps the process alive, and ends unless another index comes soon. */
function idleOut(current: IndexThread): void {
  current.worker.unref();
  current.idleTimer = setTimeout(() => {
    if (thread === current) thread = null;
    void current.worker.terminate();
  }, IDLE_EXIT_MS);
  current.idleTimer.unref();
}

/**
 * Starts the thread ahead of the first index (it idles out as after any index): loading its modules
 * took ~0.5 s of the first document's time after a start on the busy 2-core machine (decision 49).
 */
export function prewarmLexicalIndexThread(): void {
  if (thread) return;
  thread = startThread();
  idleOut(thread);
}

/**
 * buildLexicalIndex on a thread of its own (one, kept while in use): the index of a 600-page
 * document takes ~0.2 s of CPU, which then runs beside the database storing the document's text
 * (on PGlite that is this thread's work) instead of before it. Indexes are built in the order asked.
 */
export function buildLexicalIndexOffThread(chunks: IndexChunk[], opts: BuildOptions = {}): Promise<Uint8Array> {
  thread ??= startThread();
  const current = thread;
  if (current.idleTimer) clearTimeout(current.idleTimer);
  current.idleTimer = null;
  current.worker.ref();
  const id = nextId++;
  return new Promise<Uint8Array>((resolve, reject) => {
    current.waiting.set(id, { resolve, reject });
    current.worker.postMessage({ id, chunks, opts });
  });
}
