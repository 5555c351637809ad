import { generateText } from "ai";
import type { HostedLanguageModel } from "../../apps/server/src/adapters/llm/index.ts";

const JUDGE_INSTRUCTIONS = `You grade summaries. You are given a summary and a numbered list of key facts about the document it summarises.
For each key fact, decide whether the summary states it: the same meaning counts, in any wording or language; a fact only hinted at, or stated with a different number, name or date, does not.
Reply with JSON only, no prose: {"present": [true, false, ...]} with exactly one boolean per key fact, in order.`;

/**
 * The evaluation harness's model judge: one call per document asking a configured model which key
 * facts the summary states. The summary is fenced as data; the reply must be the JSON verdict list.
 */
export async function judgeFactsWithModel(opts: { model: HostedLanguageModel; summary: string; facts: string[]; signal?: AbortSignal }): Promise<boolean[]> {
  const { text } = await generateText({
    model: opts.model,
    instructions: JUDGE_INSTRUCTIONS,
    prompt: `<summary>\n${opts.summary}\n</summary>\n\n<key_facts>\n${opts.facts.map((f, i) => `${i + 1}. ${f}`).join("\n")}\n</key_facts>`,
    temperature: 0,
    abortSignal: opts.signal,
  });
  return parseVerdicts(text, opts.facts.length);
}

export function parseVerdicts(text: string, count: number): boolean[] {
  const json = text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1);
  let present: unknown;
  try {
    present = (JSON.parse(json) as { present?: unknown }).present;
  } catch {
    throw new Error(`The judge did not answer with JSON: ${text.slice(0, 200)}`);
  }
  if (!Array.isArray(present) || present.length !== count || !present.every((p) => typeof p === "boolean")) {
    throw new Error(`The judge answered ${JSON.stringify(present)} where ${count} booleans were expected`);
  }
  return present;
}
