import { spawn } from "node:child_process";
import { SANDBOX_DATA_LIMIT_ENV, childProcessEnv } from "../../platform/config/process-env.ts";
import { OUT_OF_MEMORY, parseOutOfMemory, parseTimedOut } from "./messages.ts";

export interface SandboxLimits {
  /** RLIMIT_DATA of the child (and of every tool it starts): heap, buffers and wasm all count. */
  memoryLimitBytes: number;
  timeoutMs: number;
  /** Killed when no message arrives for this long. */
  idleTimeoutMs: number;
  signal?: AbortSignal;
}

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
/** A child that answered but has not exited after this long is killed (it must not linger). */
const EXIT_GRACE_MS = 5_000;

function abortError(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new DOMException("The operation was aborted", "AbortError");
}

/**
 * Runs a TypeScript module in a child Node process under `prlimit --data` with a SIGKILL
 * timeout, an idle watchdog and the caller's abort signal. The child is a process-group
 * leader, so a kill takes its tools (pdftotext, tesseract, LibreOffice) with it. Worker threads
 * would not do: their resourceLimits ignore ArrayBuffers, and zip or PDF bombs live there.
 *
 * The child gets `request` as its first IPC message; `onMessage` sees every message it sends
 * and returns a value to finish with it.
 */
export function runSandboxed<T>(entry: string, request: unknown, limits: SandboxLimits, onMessage: (message: unknown) => { done: T } | undefined): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (limits.signal?.aborted) return reject(abortError(limits.signal));
    const dataLimit = Math.max(limits.memoryLimitBytes, MIN_CHILD_DATA_BYTES);
    const heapMb = Math.floor((dataLimit * 0.7) / (1024 * 1024));
    // The parent's Node options (a debugger, test loaders) are not the child's business.
    const env = childProcessEnv({ [SANDBOX_DATA_LIMIT_ENV]: String(dataLimit), NODE_OPTIONS: undefined });
    const child = spawn(
      "prlimit",
      [`--data=${dataLimit}`, "--", process.execPath, `--max-old-space-size=${heapMb}`, ...NODE_FLAGS, entry],
      { stdio: ["ignore", "ignore", "pipe", "ipc"], serialization: "advanced", detached: true, env },
    );
    let stderr = "";
    let settled = false;
    let killedFor: Error | null = null;

    const killGroup = (why: Error) => {
      killedFor ??= why;
      try {
        if (child.pid) process.kill(-child.pid, "SIGKILL");
      } catch {
        child.kill("SIGKILL");
      }
    };
    const timer = setTimeout(() => killGroup(parseTimedOut(limits.timeoutMs)), limits.timeoutMs);
    let idle = setTimeout(() => killGroup(parseTimedOut(limits.idleTimeoutMs)), limits.idleTimeoutMs);
    const onAbort = () => killGroup(abortError(limits.signal as AbortSignal));
    limits.signal?.addEventListener("abort", onAbort, { once: true });

    const running = () => child.exitCode === null && child.signalCode === null;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(idle);
      limits.signal?.removeEventListener("abort", onAbort);
      if (running()) setTimeout(() => running() && killGroup(new Error("lingering after its answer")), EXIT_GRACE_MS).unref();
      fn();
    };

    child.stderr?.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString("utf8")).slice(-STDERR_KEEP);
    });
    child.on("message", (message: unknown) => {
      clearTimeout(idle);
      idle = setTimeout(() => killGroup(parseTimedOut(limits.idleTimeoutMs)), limits.idleTimeoutMs);
      try {
        const outcome = onMessage(message);
        if (outcome) settle(() => resolve(outcome.done));
      } catch (err) {
        settle(() => reject(err));
      }
    });
    child.on("error", (err) => settle(() => reject(new Error(`The parsing process could not start: ${err.message}`))));
    // "close", not "exit": a child may exit before the parent has read its last IPC message (its
    // result); close comes once the IPC channel and stderr have ended, so every message is seen first.
    child.on("close", (code, signal) => {
      if (settled) return;
      if (killedFor) {
        const why = killedFor;
        return settle(() => reject(why));
      }
      // Killed by the OS or aborted by V8 without sending a result: the memory limit is the usual reason.
      const lastWords = stderr.trim().split("\n").slice(-3).join(" ");
      if (signal || OUT_OF_MEMORY.test(stderr)) {
        return settle(() => reject(parseOutOfMemory(`${signal ?? `exit ${code}`}: ${lastWords}`)));
      }
      settle(() => reject(new Error(`The parsing process exited with code ${code} without a result: ${lastWords}`)));
    });
    // A child that dies before reading its request is reported by the close handler.
    child.send(request as object, () => {});
  });
}
