import { spawn } from "node:child_process";

export interface RunOptions {
  /** The child is killed (SIGKILL) past this; nothing Folio spawns may hang a job. */
  timeoutMs: number;
  signal?: AbortSignal;
  stdin?: string | Buffer;
  /** Called with each stdout chunk instead of collecting it (large decoded audio). */
  onStdout?: (chunk: Buffer) => void;
}

export class ProcessError extends Error {
  constructor(
    message: string,
    readonly stderr: string,
  ) {
    super(message);
    this.name = "ProcessError";
  }
}

/** The error an aborted operation rejects with, so callers can tell a cancel from a failure. */
export function abortError(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error && reason.name === "AbortError" ? reason : new DOMException("The operation was aborted", "AbortError");
}

export function isAbortError(err: unknown): boolean {
  return err instanceof Error && err.name === "AbortError";
}

const STDERR_KEEP = 4000;

/**
 * Runs a program without a shell (arguments are never interpreted) and resolves with its stdout.
 * A timeout or an abort kills the child at once with SIGKILL: speech engines ignore nothing else
 * quickly, and a cancelled job must not leave processes writing into its folder.
 */
export function runProcess(cmd: string, args: string[], opts: RunOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (opts.signal?.aborted) return reject(abortError(opts.signal));
    const child = spawn(cmd, args, { stdio: ["pipe", "pipe", "pipe"] });
    const out: Buffer[] = [];
    let stderr = "";
    let failure: Error | undefined;

    const kill = (err: Error) => {
      failure ??= err;
      child.kill("SIGKILL");
    };
    const timer = setTimeout(() => kill(new ProcessError(`${cmd} took longer than ${opts.timeoutMs} ms and was stopped`, stderr)), opts.timeoutMs);
    const onAbort = () => kill(abortError(opts.signal as AbortSignal));
    opts.signal?.addEventListener("abort", onAbort, { once: true });

    child.stdout.on("data", (chunk: Buffer) => (opts.onStdout ? opts.onStdout(chunk) : out.push(chunk)));
    child.stderr.on("data", (chunk: Buffer) => {
      if (stderr.length < STDERR_KEEP) stderr += chunk.toString("utf8");
    });
    // A child that exits before reading all its input closes the pipe; its exit code tells the story.
    child.stdin.on("error", () => {});
    child.stdin.end(opts.stdin ?? "");

    child.on("error", (err: NodeJS.ErrnoException) => {
      failure ??= new ProcessError(err.code === "ENOENT" ? `${cmd} is not installed (run npm run setup)` : `${cmd} could not start: ${err.message}`, "");
    });
    child.on("close", (code, sig) => {
      clearTimeout(timer);
      opts.signal?.removeEventListener("abort", onAbort);
      if (failure) return reject(failure);
      if (code !== 0) {
        const why = sig ? `was killed by ${sig}` : `exited with code ${code}`;
        return reject(new ProcessError(`${cmd} ${why}: ${stderr.trim().slice(-500)}`, stderr));
      }
      resolve(Buffer.concat(out));
    });
  });
}
