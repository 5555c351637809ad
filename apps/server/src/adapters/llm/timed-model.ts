import { wrapLanguageModel, type LanguageModelMiddleware } from "ai";
import { modelErrors, modelLatency } from "../../platform/metrics.ts";
import type { HostedLanguageModel } from "./providers.ts";

/**
 * The model with its latency and failures counted (GET /metrics): a stream's time to its first
 * part (what a reader waits for), a generate call's whole time; a failure is a thrown call or an
 * error part in the stream.
 */
export function timedModel(name: string, model: HostedLanguageModel): HostedLanguageModel {
  const middleware: LanguageModelMiddleware = {
    async wrapGenerate({ doGenerate }) {
      const timer = modelLatency.startTimer({ model: name, call: "generate" });
      try {
        const result = await doGenerate();
        timer();
        return result;
      } catch (err) {
        modelErrors.inc({ model: name });
        throw err;
      }
    },
    async wrapStream({ doStream }) {
      const timer = modelLatency.startTimer({ model: name, call: "stream" });
      let result: Awaited<ReturnType<typeof doStream>>;
      try {
        result = await doStream();
      } catch (err) {
        modelErrors.inc({ model: name });
        throw err;
      }
      let first = true;
      const watch = new TransformStream<(typeof result.stream extends ReadableStream<infer P> ? P : never)>({
        transform(part, controller) {
          if (first) {
            first = false;
            timer();
          }
          if (part.type === "error") modelErrors.inc({ model: name });
          controller.enqueue(part);
        },
      });
      return { ...result, stream: result.stream.pipeThrough(watch) };
    },
  };
  return wrapLanguageModel({ model, middleware });
}
