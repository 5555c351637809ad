import { LANGUAGE_TEXT } from "./languages.ts";
import { questionWords } from "./terms.ts";
import type { AnswerLanguage, AnswerResult } from "./types.ts";
import type { AnswerWriter } from "./ui-stream.ts";

/** Names listed in a refusal before the rest is counted. */
const NAMES_SHOWN = 3;

/** What a refusal says was searched: the scope's documents and the question's words. */
export interface Searched {
  documents: string[];
  question: string;
}

/**
 * The honest answer when nothing relevant was retrieved: said in the requested language, without
 * citations, followed by what was searched (the documents and the words looked for), so the user
 * can tell a missing answer from a question worded unlike the document.
 */
export function answerNotFound(writer: AnswerWriter, language: AnswerLanguage, searched?: Searched): AnswerResult {
  const text = notFoundText(language, searched);
  writer.text(text);
  writer.citations([]);
  writer.finish();
  return { text, citations: [], status: "complete" };
}

export function notFoundText(language: AnswerLanguage, searched?: Searched): string {
  const t = LANGUAGE_TEXT[language];
  if (!searched || searched.documents.length === 0) return t.notFound;
  const names = searched.documents.slice(0, NAMES_SHOWN).map((name) => `${t.open}${name}${t.close}`);
  const more = searched.documents.length - NAMES_SHOWN;
  const docs = more > 0 ? `${names.join(", ")} (+${more})` : names.join(", ");
  const words = [...new Set(questionWords(searched.question))];
  const terms = words.length > 0 ? words.join(", ") : searched.question.trim();
  return `${t.notFound} ${t.searched.replace("{docs}", docs).replace("{terms}", terms)}`;
}
