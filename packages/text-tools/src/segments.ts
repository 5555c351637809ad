/** The user-perceived characters (grapheme clusters) of a text: an emoji with its modifiers, a letter with its accents. */
const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

export function graphemes(text: string): string[] {
  return Array.from(graphemeSegmenter.segment(text), (s) => s.segment);
}

/** Han ideographs, kana and the prolonged-sound mark: scripts written without spaces between words. */
export const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30FC]/u;
/** Thai, Lao, Khmer and Myanmar are also written without spaces; ICU's dictionary finds their words. */
export const SOUTHEAST_ASIAN = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
export const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
export const WHITESPACE = /\s+/u;
