import { damaged, IngestError } from "../ingest-error.ts";
import { OcrNeeded } from "../parse-context.ts";
import { parseInProcess } from "../parse-in-process.ts";
import { ToolError } from "../run-tool.ts";
import type { ProgressStage } from "../types.ts";
import { OUT_OF_MEMORY, parseOutOfMemory, type ChildMessage, type ParseRequest, type SerializedError } from "./messages.ts";

/**
 * Entry point of the sandboxed parsing process (started by sandboxed-process.ts under prlimit,
 * kept in a pool between jobs). It runs the jobs it is sent one at a time, reporting progress
 * and each result over IPC. Should the parent disappear or a job's deadline pass, it kills its
 * whole process group: tesseract, pdftotext or LibreOffice must not outlive the job. Once the
 * parent lets it go (closes the channel) between jobs, it exits.
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

let running = false;

async function run(request: ParseRequest): Promise<void> {
  running = true;
  const deadline = setTimeout(killGroup, request.deadlineMs);
  const controller = new AbortController();
  let lastProgress = 0;
  let lastStage: ProgressStage | null = null;
  try {
    const document = await parseInProcess(request.path, request.type, {
      scratchDir: request.scratchDir,
      signal: controller.signal,
      ocrLanguages: request.ocrLanguages,
      maxPages: request.maxPages,
      ocr: request.ocr,
      progress: ({ stage, done, total }) => {
        // Enough to show movement and keep the parent's idle watchdog quiet, without flooding the channel.
        // A change of stage always goes through.
        const now = Date.now();
        if (now - lastProgress < 100 && done < total && stage === lastStage) return;
        lastProgress = now;
        lastStage = stage;
        void send({ type: "progress", stage, done, total });
      },
    });
    await send({ type: "result", document });
  } catch (err) {
    await send(err instanceof OcrNeeded ? { type: "needs-ocr" } : { type: "error", error: serialize(err) });
  } finally {
    clearTimeout(deadline);
    running = false;
  }
}

// Gone mid-job, the parent can no longer stop the tools: they go with this process. Between jobs there is nothing to stop.
process.on("disconnect", () => (running ? killGroup() : process.exit(0)));
process.on("message", (request: ParseRequest) => void run(request));
