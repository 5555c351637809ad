import { createLimiter } from "../../platform/concurrency.ts";
import { SandboxedProcess, type JobLimits, type MessageHandler } from "./sandboxed-process.ts";

export interface ProcessPoolOptions {
  /** The child's module: it must answer request after request on its IPC channel. */
  entry: string;
  /** Jobs at once (and so child processes at most); more wait their turn in order. */
  size: number;
  /** RLIMIT_DATA of every child (and the tools it starts). */
  memoryLimitBytes: number;
  /** A child is replaced after this many jobs, so nothing a parser leaks piles up. */
  maxJobsPerProcess: number;
  /** An idle child exits after this long, giving its memory back. */
  idleExitMs: number;
}

export interface ProcessPool {
  /** Runs one job in an idle child (or a new one), at most `size` at once. */
  run<T>(request: unknown, limits: JobLimits, onMessage: MessageHandler<T>): Promise<T>;
  /**
   * Starts a child ahead of any job when none is idle; it waits (and idles out) as a child kept
   * between jobs does, so the next job does not wait for Node and the parsers to load.
   */
  prewarm(): void;
}

/**
 * Sandboxed child processes kept between jobs, so a document does not pay for starting Node and
 * loading the parsers (~150 ms; more than parsing a small file takes). A child that crashed, was
 * killed (timeout, memory limit, cancel) or served its share of jobs is let go and the next job
 * gets a fresh one: one file's failure never reaches the next.
 */
export function createProcessPool(opts: ProcessPoolOptions): ProcessPool {
  const slots = createLimiter(opts.size);
  const idle: { child: SandboxedProcess; timer: NodeJS.Timeout }[] = [];

  const take = (): SandboxedProcess => {
    for (let kept = idle.pop(); kept; kept = idle.pop()) {
      clearTimeout(kept.timer);
      if (kept.child.usable) return kept.child;
      kept.child.release();
    }
    return new SandboxedProcess(opts.entry, opts.memoryLimitBytes);
  };
  const giveBack = (child: SandboxedProcess) => {
    if (!child.usable || child.jobs >= opts.maxJobsPerProcess) return child.release();
    const timer = setTimeout(() => {
      const at = idle.findIndex((kept) => kept.child === child);
      if (at >= 0) idle.splice(at, 1);
      child.release();
    }, opts.idleExitMs);
    timer.unref();
    idle.push({ child, timer });
  };

  return {
    prewarm() {
      if (idle.length === 0) giveBack(new SandboxedProcess(opts.entry, opts.memoryLimitBytes));
    },
    run: (request, limits, onMessage) =>
      slots(async () => {
        const child = take();
        try {
          return await child.run(request, limits, onMessage);
        } finally {
          giveBack(child);
        }
      }),
  };
}
