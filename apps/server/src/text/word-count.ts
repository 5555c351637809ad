/**
 * Words as a reader counts them, the measure of a summary's length limit and of its source.
 * A word is a run of text between spaces that holds a letter or a digit ("don't", "3.5", "e-mail"
 * and "Smith," are one word each; a lone dash or bullet is not).
 * Chinese and Japanese, written without spaces, count ICU's words ("图书馆" is one word, as a
 * dictionary has it), as the tokeniser cuts them too. Korean and Arabic write spaces between words
 * and count by them.
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
