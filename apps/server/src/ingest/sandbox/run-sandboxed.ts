import { abortError, SandboxedProcess, type JobLimits, type MessageHandler } from "./sandboxed-process.ts";

export { MIN_CHILD_DATA_BYTES } from "./sandboxed-process.ts";

export interface SandboxLimits extends JobLimits {
  /** RLIMIT_DATA of the child (and of every tool it starts): heap, buffers and wasm all count. */
  memoryLimitBytes: number;
}

/**
 * Runs one job in a child Node process of its own (see SandboxedProcess for the limits), which is
 * let go afterwards. Parsing goes through the pools of process-pool.ts instead; this is for a job
 * whose memory limit is not the pool's.
 *
 * The child gets `request` as an IPC message; `onMessage` sees every message it sends and returns
 * a value to finish with it.
 */
export async function runSandboxed<T>(entry: string, request: unknown, limits: SandboxLimits, onMessage: MessageHandler<T>): Promise<T> {
  if (limits.signal?.aborted) throw abortError(limits.signal);
  const child = new SandboxedProcess(entry, limits.memoryLimitBytes);
  try {
    return await child.run(request, limits, onMessage);
  } finally {
    child.release();
  }
}
