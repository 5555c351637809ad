import { spawn } from "node:child_process";
// The environment module itself, not platform/config.ts: the sandbox's child runs this file without the rest of the configuration.
import { childProcessEnv, sandboxDataLimit } from "../platform/config/process-env.ts";
import { LIMITS } from "./limits.ts";
export interface ToolRun {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stdout: Buffer;
  /** The last few KB of stderr, for messages and logs. */
  stderr: string;
}

export interface ToolOptions {
  timeoutMs: number;
  signal?: AbortSignal;
  env?: Record<string, string>;
  stdin?: Buffer;
  /** Receives stdout as it arrives instead of collecting it (large text streams). */
  onStdout?: (chunk: Buffer) => void;
  /** Collected stdout beyond this kills the tool: output that large means a hostile input. */
  maxStdoutBytes?: number;
}

export class ToolError extends Error {
  readonly reason: "timeout" | "output" | "missing" | "aborted";
  /** What the tool wrote to stderr before it was stopped (its last few KB). */
  stderr = "";
  constructor(message: string, reason: ToolError["reason"]) {
    super(message);
    this.name = "ToolError";
    this.reason = reason;
  }
}

const STDERR_KEEP = 8_000;
const DEFAULT_MAX_STDOUT = 64 * 1024 * 1024;

/** prlimit's exit status when it cannot execute the program (util-linux EX_EXEC_ENOENT). */
const EXEC_NOT_FOUND = 127;
/** In the sandbox's child, tools get the child's own limit (a process may not raise its hard limit). */
function toolDataLimit(): number {
  return Math.min(sandboxDataLimit() ?? LIMITS.memoryLimitBytes, LIMITS.memoryLimitBytes);
}

/**
 * Runs a program without a shell (file names are never interpreted) under the same memory
 * limit as the parsing child (`prlimit --data`: pdfinfo runs in the server process during an
 * upload), and resolves with its exit status and output; a non-zero exit is the caller's to
 * judge (qpdf answers with exit codes). A timeout or abort kills it with SIGKILL: poppler and
 * tesseract on hostile input may not answer anything gentler, and a stopped job must leave
 * nothing running.
 */
export function runTool(cmd: string, args: string[], opts: ToolOptions): Promise<ToolRun> {
  return new Promise((resolve, reject) => {
    if (opts.signal?.aborted) return reject(new ToolError(`${cmd} was not started: the job was stopped`, "aborted"));
    const child = spawn("prlimit", [`--data=${toolDataLimit()}`, "--", cmd, ...args], { stdio: ["pipe", "pipe", "pipe"], env: childProcessEnv(opts.env) });
    const out: Buffer[] = [];
    let outBytes = 0;
    let stderr = "";
    let failure: ToolError | undefined;
    const maxStdout = opts.maxStdoutBytes ?? DEFAULT_MAX_STDOUT;

    const kill = (err: ToolError) => {
      failure ??= err;
      child.kill("SIGKILL");
    };
    const timer = setTimeout(() => kill(new ToolError(`${cmd} took longer than ${opts.timeoutMs} ms`, "timeout")), opts.timeoutMs);
    const onAbort = () => kill(new ToolError(`${cmd} was stopped`, "aborted"));
    opts.signal?.addEventListener("abort", onAbort, { once: true });

    child.stdout.on("data", (chunk: Buffer) => {
      if (opts.onStdout) return opts.onStdout(chunk);
      outBytes += chunk.length;
      if (outBytes > maxStdout) return kill(new ToolError(`${cmd} wrote more than ${maxStdout} bytes`, "output"));
      out.push(chunk);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString("utf8")).slice(-STDERR_KEEP);
    });
    // A tool that exits before reading all its input closes the pipe; its exit status tells the story.
    child.stdin.on("error", () => {});
    child.stdin.end(opts.stdin ?? "");

    child.on("error", (err: NodeJS.ErrnoException) => {
      failure ??= new ToolError(err.code === "ENOENT" ? "prlimit is not installed" : `${cmd} could not start: ${err.message}`, "missing");
    });
    child.on("close", (exitCode, signal) => {
      clearTimeout(timer);
      opts.signal?.removeEventListener("abort", onAbort);
      if (failure) {
        failure.stderr = stderr;
        return reject(failure);
      }
      if (exitCode === EXEC_NOT_FOUND && /failed to execute/.test(stderr)) return reject(new ToolError(`${cmd} is not installed`, "missing"));
      if (exitCode !== 0 && /^prlimit: failed to set/m.test(stderr)) return reject(new ToolError(`${cmd} could not start: ${stderr.trim()}`, "missing"));
      resolve({ exitCode, signal, stdout: Buffer.concat(out), stderr });
    });
  });
}
