import { LANGUAGE_TEXT } from "./languages.ts";
import type { AnswerLanguage, AnswerResult } from "./types.ts";
import type { AnswerWriter } from "./ui-stream.ts";

/** The honest answer when the documents do not hold one: said in the requested language, no citations. */
export function answerNotFound(writer: AnswerWriter, language: AnswerLanguage): AnswerResult {
  const text = LANGUAGE_TEXT[language].notFound;
  writer.text(text);
  writer.citations([]);
  writer.finish();
  return { text, citations: [], status: "complete" };
}
