import { countWords } from "../../../text/index.ts";

/**
 * The words of a summary a reader reads: its headings and its statements, without Markdown markup
 * and without the [n] citation markers (a statement's text carries neither).
 */
export function countSummaryWords(summary: { sections: { heading: string | null; statements: { text: string }[] }[] }): number {
  let n = 0;
  for (const section of summary.sections) {
    n += countWords(section.heading ?? "");
    for (const st of section.statements) n += countWords(st.text);
  }
  return n;
}
