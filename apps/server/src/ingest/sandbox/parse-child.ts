import { damaged, IngestError } from "../ingest-error.ts";
import { parseInProcess } from "../parse-in-process.ts";
import { ToolError } from "../run-tool.ts";
import { OUT_OF_MEMORY, parseOutOfMemory, type ChildMessage, type ParseRequest, type SerializedError } from "./messages.ts";

/**
 * Entry point of the sandboxed parsing process (started by run-sandboxed.ts under prlimit).
 * It runs one job, reports progress and the result over IPC, and exits. Should the parent
 * disappear or the deadline pass, it kills its whole process group: tesseract, pdftotext or
 * LibreOffice must not outlive the job.
 */
const killGroup = () => {
  try {
    process.kill(-process.pid, "SIGKILL");
  } finally {
    process.exit(1);
  }
};

const send = (message: ChildMessage) =>
  new Promise<void>((resolve) => {
    if (!process.send) return resolve();
    process.send(message, undefined, {}, () => resolve());
  });

function serialize(err: unknown): SerializedError {
  if (err instanceof IngestError) return { kind: "ingest", code: err.code, userMessage: err.userMessage, detail: err.detail ?? "" };
  const message = err instanceof Error ? err.message : String(err);
  if ((err instanceof ToolError && err.reason === "aborted") || (err instanceof Error && err.name === "AbortError")) return { kind: "abort", code: "aborted", userMessage: "", detail: message };
  if (err instanceof ToolError && err.reason === "missing") return { kind: "internal", code: "tool_missing", userMessage: "", detail: message };
  if (OUT_OF_MEMORY.test(message)) return { kind: "ingest", code: "resource_limit", userMessage: parseOutOfMemory().userMessage, detail: message };
  // Anything else a parser throws on this file (a malformed structure it did not expect) is the file's problem.
  const failure = damaged("it could not be read");
  return { kind: "ingest", code: failure.code, userMessage: failure.userMessage, detail: err instanceof Error ? (err.stack ?? message) : message };
}

async function run(request: ParseRequest): Promise<void> {
  const deadline = setTimeout(killGroup, request.deadlineMs);
  deadline.unref();
  const controller = new AbortController();
  let lastProgress = 0;
  try {
    const document = await parseInProcess(request.path, request.type, {
      scratchDir: request.scratchDir,
      signal: controller.signal,
      ocrLanguages: request.ocrLanguages,
      maxPages: request.maxPages,
      progress: ({ stage, done, total }) => {
        // Enough to show movement and keep the parent's idle watchdog quiet, without flooding the channel.
        const now = Date.now();
        if (now - lastProgress < 100 && done < total) return;
        lastProgress = now;
        void send({ type: "progress", stage, done, total });
      },
    });
    await send({ type: "result", document });
  } catch (err) {
    await send({ type: "error", error: serialize(err) });
  }
  process.off("disconnect", killGroup);
  process.exit(0);
}

process.on("disconnect", killGroup);
process.once("message", (request: ParseRequest) => void run(request));
