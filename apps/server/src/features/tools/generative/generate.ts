import { createUIMessageStreamResponse, streamText, type UIMessageChunk } from "ai";
import { GenerativeOptions, type ToolEntry, type ToolOutput } from "@folio/contract";
import type { AppDeps } from "../../../deps.ts";
import type { UserRow } from "../../../platform/db/schema.ts";
import { AppError } from "../../../platform/errors.ts";
import type { Logger } from "../../../platform/logger.ts";
import { classifyModelError, modelError } from "../../../answering/index.ts";
import { chooseToolModel, type ToolModel } from "./choose-model.ts";
import { toolInstructions, userMessage } from "./instructions.ts";
import { TOOL_PROMPTS } from "./prompts.ts";

export interface GenerateInput {
  text: string;
  options: unknown;
  modelName: string | undefined;
  /** The caller asked for `text/event-stream`. */
  stream: boolean;
  signal: AbortSignal;
  log: Logger;
}

/** The detector needs token probabilities of the text itself, which no chat model here returns. */
const DETECTOR_UNAVAILABLE =
  "The AI content detector needs a model that scores text (the probability of each of its words), and no such model is configured on this server; chat models cannot measure that reliably, so Folio does not guess.";

const DETECTOR = "ai-content-detector";
const TEXT_ID = "text";

/**
 * A generative tool: the tool's prompt through the product's model (by the plan's model rules),
 * answered as `{output}` or, when asked, streamed as an AI SDK UI message stream. Everything that
 * can be refused (no model, plan, credits, empty text) is refused before a token is asked for.
 */
export async function runGenerativeTool(deps: AppDeps, user: UserRow | null, tool: ToolEntry, input: GenerateInput): Promise<ToolOutput | Response> {
  if (tool.slug === DETECTOR) throw new AppError("tool_needs_model", DETECTOR_UNAVAILABLE);
  const prompt = TOOL_PROMPTS[tool.slug];
  if (!prompt) throw new AppError("tool_not_found", `${tool.name} has no prompt on this server.`);
  if (input.text.trim() === "") throw new AppError("validation", "text: write what the tool should work from.");
  const options = GenerativeOptions.parse(input.options ?? {});
  const chosen = await chooseToolModel(deps, user, input.modelName);
  const call = { instructions: toolInstructions(tool.name, prompt, options), content: userMessage(input.text) };
  const write = (signal: AbortSignal, onText: (delta: string) => void) => writeWithModel(deps, chosen, call, signal, onText);
  if (!input.stream) {
    let output = "";
    await write(input.signal, (delta) => (output += delta));
    return { output: output.trim() };
  }
  return streamed(write, input);
}

/** The UI message stream: start, text-start, text-delta..., text-end, finish; a failure ends it with an error part. */
function streamed(write: (signal: AbortSignal, onText: (delta: string) => void) => Promise<void>, input: GenerateInput): Response {
  const stream = new ReadableStream<UIMessageChunk>({
    async start(controller) {
      const enqueue = (chunk: UIMessageChunk) => {
        if (!input.signal.aborted) controller.enqueue(chunk);
      };
      enqueue({ type: "start" });
      let open = false;
      try {
        await write(input.signal, (delta) => {
          if (!open) enqueue({ type: "text-start", id: TEXT_ID });
          open = true;
          enqueue({ type: "text-delta", id: TEXT_ID, delta });
        });
        if (open) enqueue({ type: "text-end", id: TEXT_ID });
        enqueue({ type: "finish", finishReason: "stop" });
      } catch (err) {
        if (open) enqueue({ type: "text-end", id: TEXT_ID });
        if (input.signal.aborted) enqueue({ type: "abort" });
        else {
          input.log.warn({ err }, "generative tool failed");
          enqueue({ type: "error", errorText: err instanceof AppError ? err.detail : "The model failed to answer. Please try again." });
        }
      }
      controller.close();
    },
  });
  return createUIMessageStreamResponse({ stream });
}

/**
 * One model call, streamed: a first token must come within the configured timeout, and then each
 * next one; a provider failure is chat's model error (429/502/504) and gives back the credits.
 */
async function writeWithModel(
  deps: AppDeps,
  chosen: ToolModel,
  call: { instructions: string; content: string },
  signal: AbortSignal,
  onText: (delta: string) => void,
): Promise<void> {
  const timeoutMs = deps.models.timeoutMs;
  const firstToken = new AbortController();
  const timer = setTimeout(() => firstToken.abort(new DOMException("No first token in time", "TimeoutError")), timeoutMs);
  try {
    const result = streamText({
      model: chosen.model,
      instructions: call.instructions,
      messages: [{ role: "user", content: call.content }],
      temperature: 0.7,
      abortSignal: AbortSignal.any([signal, firstToken.signal]),
      timeout: { chunkMs: timeoutMs },
      maxRetries: 1,
      onError: () => {},
    });
    for await (const part of result.stream) {
      if (part.type === "text-delta") {
        clearTimeout(timer);
        if (part.text) onText(part.text);
      } else if (part.type === "error") {
        throw part.error;
      } else if (part.type === "abort" && !signal.aborted) {
        throw new DOMException("The model stopped sending", "TimeoutError");
      }
    }
  } catch (error) {
    await chosen.refund();
    if (signal.aborted) throw new AppError("request_closed", { cause: error });
    throw modelError(classifyModelError(error), error);
  } finally {
    clearTimeout(timer);
  }
}
