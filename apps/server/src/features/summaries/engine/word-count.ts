/**
 * Words as a reader counts them, the measure of a summary's length limit and of its source.
 * A word is a run of text between spaces that holds a letter or a digit ("don't", "3.5", "e-mail"
 * and "Smith," are one word each; a lone dash or bullet is not).
 * Chinese and Japanese, written without spaces, count ICU's words ("图书馆" is one word, as a
 * dictionary has it), which is also what the summariser's own terms are cut into. Korean and Arabic
 * write spaces between words and count by them.
 */
const TOKEN = /\S+/gu;
const CONTENT = /[\p{L}\p{N}]/u;
// From a run's first letter or digit to its end: exactly one match for each word.
const WORD = /[\p{L}\p{N}]\S*/gu;
const NO_SPACE_WORDS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

// ICU cuts Chinese and Japanese with one dictionary whatever the locale; one segmenter serves both.
const cjkWords = new Intl.Segmenter("ja", { granularity: "word" });

export function countWords(text: string): number {
  // Text without Chinese or Japanese (most of it) is counted in one pass; a whole book is read so.
  if (!NO_SPACE_WORDS.test(text)) return text.match(WORD)?.length ?? 0;
  let n = 0;
  for (const [token] of text.matchAll(TOKEN)) {
    if (NO_SPACE_WORDS.test(token)) {
      for (const seg of cjkWords.segment(token)) if (seg.isWordLike) n++;
    } else if (CONTENT.test(token)) n++;
  }
  return n;
}

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
