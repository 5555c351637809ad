import { spawn, type ChildProcess } from "node:child_process";
import { SANDBOX_DATA_LIMIT_ENV, childProcessEnv } from "../../platform/config/process-env.ts";
import { compileCacheDir } from "./compile-cache.ts";
import { OUT_OF_MEMORY, parseOutOfMemory, parseTimedOut } from "./messages.ts";

/** What one job in a sandboxed process may take: the wall clock, the silence between messages, and the caller's abort. */
export interface JobLimits {
  timeoutMs: number;
  /** Killed when no message arrives for this long. */
  idleTimeoutMs: number;
  signal?: AbortSignal;
}

/** Sees every message of the running job; returns a value to finish the job with it. */
export type MessageHandler<T> = (message: unknown) => { done: T } | undefined;

const STDERR_KEEP = 4_000;
/**
 * The lowest data limit a Node 24 child starts under: V8 reserves its 512 MiB code range as
 * data at start ("Failed to reserve virtual memory for CodeRange" below ~590 MB), so a lower
 * limit would only make every parse fail. Memory actually used stays far below it.
 */
export const MIN_CHILD_DATA_BYTES = 700 * 1024 * 1024;
/**
 * The child runs the TypeScript sources with Node's own type stripping, not tsx: tsx's loader
 * thread is a second V8 isolate whose code-range reservation fails under a 1 GB data limit, and
 * Node alone starts faster. So everything the child imports is erasable TypeScript.
 */
const NODE_FLAGS = ["--disable-warning=ExperimentalWarning"];
/** A released child that has not exited after this long is killed (it must not linger). */
const EXIT_GRACE_MS = 5_000;
/** Every child loads the same modules: compiled once, read from the cache after (compile-cache.ts). Found at the first child's start. */
let compileCache: { dir: string | undefined } | null = null;

/** The error a job stopped by `signal` rejects with: its reason, or an AbortError. */
export function abortError(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new DOMException("The operation was aborted", "AbortError");
}

interface RunningJob {
  onMessage(message: unknown): void;
  onClose(code: number | null, signal: NodeJS.Signals | null): void;
}

/**
 * One child Node process running a TypeScript module under `prlimit --data`, which runs jobs one
 * at a time: each job is an IPC request, watched by a SIGKILL timeout, an idle watchdog and the
 * caller's abort signal. The child is a process-group leader, so a kill takes its tools
 * (pdftotext, tesseract, LibreOffice) with it; a killed or crashed process runs nothing more.
 * Worker threads would not do: their resourceLimits ignore ArrayBuffers, and zip or PDF bombs live there.
 * Between jobs it holds no reference on this process's event loop, so an idle one never keeps it alive.
 */
export class SandboxedProcess {
  /** Jobs started in this process so far. */
  jobs = 0;
  private readonly child: ChildProcess;
  private stderr = "";
  private job: RunningJob | null = null;
  private killedFor: Error | null = null;
  private closed = false;
  private startError: Error | null = null;

  constructor(entry: string, memoryLimitBytes: number) {
    const dataLimit = Math.max(memoryLimitBytes, MIN_CHILD_DATA_BYTES);
    const heapMb = Math.floor((dataLimit * 0.7) / (1024 * 1024));
    // The parent's Node options (a debugger, test loaders) are not the child's business.
    const env = childProcessEnv({ [SANDBOX_DATA_LIMIT_ENV]: String(dataLimit), NODE_OPTIONS: undefined, NODE_COMPILE_CACHE: (compileCache ??= { dir: compileCacheDir() }).dir });
    this.child = spawn("prlimit", [`--data=${dataLimit}`, "--", process.execPath, `--max-old-space-size=${heapMb}`, ...NODE_FLAGS, entry], {
      stdio: ["ignore", "ignore", "pipe", "ipc"],
      serialization: "advanced",
      detached: true,
      env,
    });
    this.child.stderr?.on("data", (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString("utf8")).slice(-STDERR_KEEP);
    });
    this.child.on("message", (message: unknown) => this.job?.onMessage(message));
    this.child.on("error", (err) => {
      this.startError ??= new Error(`The parsing process could not start: ${err.message}`);
    });
    // "close", not "exit": a child may exit before the parent has read its last IPC message (its
    // result); close comes once the IPC channel and stderr have ended, so every message is seen first.
    this.child.on("close", (code, signal) => {
      this.closed = true;
      this.job?.onClose(code, signal);
    });
    this.holdEventLoop(false);
  }

  /** Still able to run a job: not exited, not killed, not disconnected. */
  get usable(): boolean {
    return !this.closed && this.killedFor === null && this.startError === null && this.child.connected;
  }

  /** Sends `request` to the child and settles with what `onMessage` finishes with, or the reason the job died. */
  run<T>(request: unknown, limits: JobLimits, onMessage: MessageHandler<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (limits.signal?.aborted) return reject(abortError(limits.signal));
      if (this.job) return reject(new Error("The parsing process is already running a job"));
      if (!this.usable) return reject(this.startError ?? new Error("The parsing process has ended"));
      this.jobs++;
      this.stderr = "";
      this.holdEventLoop(true);
      let settled = false;
      const timer = setTimeout(() => this.kill(parseTimedOut(limits.timeoutMs)), limits.timeoutMs);
      let idle = setTimeout(() => this.kill(parseTimedOut(limits.idleTimeoutMs)), limits.idleTimeoutMs);
      const onAbort = () => this.kill(abortError(limits.signal as AbortSignal));
      limits.signal?.addEventListener("abort", onAbort, { once: true });
      const settle = (fn: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearTimeout(idle);
        limits.signal?.removeEventListener("abort", onAbort);
        this.job = null;
        this.holdEventLoop(false);
        fn();
      };
      this.job = {
        onMessage: (message) => {
          clearTimeout(idle);
          idle = setTimeout(() => this.kill(parseTimedOut(limits.idleTimeoutMs)), limits.idleTimeoutMs);
          try {
            const outcome = onMessage(message);
            if (outcome) settle(() => resolve(outcome.done));
          } catch (err) {
            settle(() => reject(err));
          }
        },
        onClose: (code, signal) => settle(() => reject(this.deathReason(code, signal))),
      };
      // A child that dies before reading its request is reported by the close handler.
      this.child.send(request as object, () => {});
    });
  }

  /** Kills the child and its tools at once; the running job (if any) fails with `why`. */
  kill(why: Error): void {
    this.killedFor ??= why;
    try {
      if (this.child.pid) process.kill(-this.child.pid, "SIGKILL");
    } catch {
      this.child.kill("SIGKILL");
    }
  }

  /** Lets an idle child go: it exits when its channel closes, and is killed should it linger. */
  release(): void {
    if (this.closed) return;
    if (this.child.connected) this.child.disconnect();
    setTimeout(() => !this.closed && this.kill(new Error("lingering after its release")), EXIT_GRACE_MS).unref();
  }

  private deathReason(code: number | null, signal: NodeJS.Signals | null): Error {
    if (this.killedFor) return this.killedFor;
    if (this.startError) return this.startError;
    // Killed by the OS or aborted by V8 without sending a result: the memory limit is the usual reason.
    const lastWords = this.stderr.trim().split("\n").slice(-3).join(" ");
    if (signal || OUT_OF_MEMORY.test(this.stderr)) return parseOutOfMemory(`${signal ?? `exit ${code}`}: ${lastWords}`);
    return new Error(`The parsing process exited with code ${code} without a result: ${lastWords}`);
  }

  /** While a job runs the child keeps this process alive (its answer is awaited); idle, it does not. */
  private holdEventLoop(hold: boolean): void {
    const handles = [this.child, this.child.channel, this.child.stderr] as ({ ref(): unknown; unref(): unknown } | null | undefined)[];
    for (const handle of handles) {
      if (hold) handle?.ref();
      else handle?.unref();
    }
  }
}
